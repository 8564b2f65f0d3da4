import type { FastifyInstance } from 'fastify';
import { calls } from '../contract';
import type { Queryable } from '../db/db';
import { withToast } from '../http/call-outcome';
import { notFound } from '../http/http-error';
import { registerCall } from '../http/register-call';
import { createDeliverySlotRepository } from './delivery-slot-repository';
import { createDistanceAddonRepository } from './distance-addon-repository';
import { createPackageConfigRepository } from './package-config-repository';

function found<T>(value: T | undefined, thing: string): T {
  if (value === undefined) throw notFound(thing);
  return value;
}

/** Spec §7 delivery pricing calls: management is ADMIN only; the coast price is for every signed-in role. */
export function registerDeliveryRoutes(api: FastifyInstance, db: Queryable): void {
  const slots = createDeliverySlotRepository(db);
  const packages = createPackageConfigRepository(db);
  const addons = createDistanceAddonRepository(db);

  registerCall(api, calls.listDeliverySlots, async ({ query }) => slots.list(query));
  registerCall(api, calls.createDeliverySlot, async ({ body }) => withToast(await slots.create(body), 'Delivery slot created'), { status: 201 });
  registerCall(api, calls.updateDeliverySlot, async ({ params, body }) =>
    withToast(found(await slots.update(params.delivery_slot_id, body), 'Delivery slot'), 'Delivery slot updated'),
  );

  registerCall(api, calls.listPackageConfigs, async ({ query }) => packages.list(query));
  registerCall(api, calls.createPackageConfig, async ({ body }) => withToast(await packages.create(body), 'Package configuration created'), { status: 201 });
  registerCall(api, calls.updatePackageConfig, async ({ params, body }) =>
    withToast(found(await packages.update(params.package_config_id, body), 'Package configuration'), 'Package configuration updated'),
  );
  registerCall(api, calls.deliverySlotPackageConfigSelect, async () => packages.slotsWithPackageConfigs());

  registerCall(api, calls.listDeliveryDistanceAddons, async ({ query }) => addons.list(query));
  registerCall(api, calls.createDeliveryDistanceAddon, async ({ body }) => withToast(await addons.create(body), 'Distance add-on created'), { status: 201 });
  registerCall(api, calls.updateDeliveryDistanceAddon, async ({ params, body }) =>
    withToast(found(await addons.update(params.delivery_distance_addon_id, body), 'Distance add-on'), 'Distance add-on updated'),
  );
  registerCall(api, calls.deliveryDistanceCoast, async ({ body }) => addons.coast(body.from_island_id, body.to_island_id));
}

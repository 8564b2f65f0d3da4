import type { FastifyInstance } from 'fastify';
import { calls } from '../contract';
import type { Queryable } from '../db/db';
import { withToast } from '../http/call-outcome';
import { notFound } from '../http/http-error';
import { registerCall, requireCaller } from '../http/register-call';
import { createAtollRepository } from './atoll-repository';
import { createBusinessLocationRepository } from './business-location-repository';
import { createIslandRepository } from './island-repository';
import { createLocationOptions } from './location-options';

/** `value`, or a 404 naming the missing thing. */
function found<T>(value: T | undefined, thing: string): T {
  if (value === undefined) throw notFound(thing);
  return value;
}

/** Spec §7 location calls (all ADMIN only, as declared in the contract). */
export function registerLocationRoutes(api: FastifyInstance, db: Queryable): void {
  const atolls = createAtollRepository(db);
  const islands = createIslandRepository(db);
  const places = createBusinessLocationRepository(db);
  const options = createLocationOptions(db);

  registerCall(api, calls.listAtolls, async ({ query }) => atolls.list(query));
  registerCall(api, calls.createAtoll, async ({ body }) => withToast(await atolls.create(body), 'Atoll created'), { status: 201 });
  registerCall(api, calls.updateAtoll, async ({ params, body }) => withToast(found(await atolls.update(params.atoll_id, body), 'Atoll'), 'Atoll updated'));

  registerCall(api, calls.listIslands, async ({ query }) => islands.list(query));
  registerCall(api, calls.createIsland, async ({ body }) => withToast(await islands.create(body), 'Island created'), { status: 201 });
  registerCall(api, calls.updateIsland, async ({ params, body }) => withToast(found(await islands.update(params.island_id, body), 'Island'), 'Island updated'));
  registerCall(api, calls.atollIslandSelect, async () => options.atollsWithIslands());

  registerCall(api, calls.listBusinessLocations, async ({ query }) => places.list(query));
  registerCall(
    api,
    calls.createBusinessLocation,
    async ({ body, auth }) => withToast(await places.create(body, requireCaller(auth).userId), 'Business location created'),
    { status: 201 },
  );
  registerCall(api, calls.updateBusinessLocation, async ({ params, body }) =>
    withToast(found(await places.update(params.business_location_id, body), 'Business location'), 'Business location updated'),
  );
  registerCall(api, calls.businessLocationSelect, async () => options.businessLocations());

  registerCall(api, calls.jobConfig, async ({ params }) => found(await options.jobConfig(params.slug), 'Configuration'));
}

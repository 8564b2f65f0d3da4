import type { FastifyInstance } from 'fastify';
import { type BulkActiveList, bulkActiveCalls, type CallDef, calls } from '../contract';
import { callInvoker, type CallContext, registerCall, requireCaller } from '../http/register-call';
import { type RecordCall, runBulk } from './bulk-runner';

type ActiveCall = {
  list: CallDef;
  record: (id: number, active: boolean, app: FastifyInstance, context: CallContext<CallDef>) => Promise<RecordCall> | RecordCall;
};

/**
 * Each activatable list's list call (what `match` selects) and its one-at-a-time update, with the
 * body the admin's switch sends (`active` or `is_active`).
 */
const activeCalls: Record<BulkActiveList, ActiveCall> = {
  'job-categories': {
    list: calls.listJobCategories,
    // The category's PUT wants its name: read it through the single read (404 when it is gone).
    record: async (id, active, app, context) => {
      const category = (await callInvoker(app, calls.getJobCategory)!({ ...context, params: { id }, query: {}, body: undefined } as never)) as { name: string };
      return { def: calls.updateJobCategory, params: { id }, body: { name: category.name, active } };
    },
  },
  'job-subcategories': { list: calls.listJobSubcategories, record: (id, active) => ({ def: calls.updateJobSubcategory, params: { id }, body: { active } }) },
  'ticket-categories': {
    list: calls.listTicketCategories,
    record: (id, active) => ({ def: calls.updateTicketCategory, params: { category_id: id }, body: { active } }),
  },
  'ticket-subcategories': {
    list: calls.listTicketSubcategories,
    record: (id, active) => ({ def: calls.updateTicketSubcategory, params: { subcategory_id: id }, body: { active } }),
  },
  islands: { list: calls.listIslands, record: (id, active) => ({ def: calls.updateIsland, params: { island_id: id }, body: { active } }) },
  'delivery-slots': {
    list: calls.listDeliverySlots,
    record: (id, active) => ({ def: calls.updateDeliverySlot, params: { delivery_slot_id: id }, body: { is_active: active } }),
  },
  'package-configs': {
    list: calls.listPackageConfigs,
    record: (id, active) => ({ def: calls.updatePackageConfig, params: { package_config_id: id }, body: { is_active: active } }),
  },
  'distance-addons': {
    list: calls.listDeliveryDistanceAddons,
    record: (id, active) => ({ def: calls.updateDeliveryDistanceAddon, params: { delivery_distance_addon_id: id }, body: { is_active: active } }),
  },
};

/** Bulk actions (issue 35, shape 4): tickets' assign and close, and the active switch of eight lists. */
export function registerBulkRoutes(api: FastifyInstance) {
  registerCall(api, calls.bulkAssignTickets, async (context) => {
    requireCaller(context.auth);
    const { assignee_id } = context.body;
    return runBulk(api, calls.listTickets, context as never, context.body, (id) => ({
      def: calls.assignTicket,
      body: { ticket_id: id, assigned_to_user_id: assignee_id },
    }));
  });
  registerCall(api, calls.bulkCloseTickets, async (context) =>
    runBulk(api, calls.listTickets, context as never, context.body, (id) => ({ def: calls.closeTicket, params: { ticket_id: id } })),
  );
  for (const [list, { list: listDef, record }] of Object.entries(activeCalls) as [BulkActiveList, ActiveCall][]) {
    registerCall(api, bulkActiveCalls[list], async (context) =>
      runBulk(api, listDef, context as never, context.body, (id) => record(id, context.body.active, api, context as never)),
    );
  }
}

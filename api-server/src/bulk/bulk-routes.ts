import type { FastifyInstance } from 'fastify';
import { type BulkActiveList, bulkActiveCalls, type CallDef, calls, LIST_CALLS } from '../contract';
import { callInvoker, type CallContext, registerCall, requireCaller } from '../http/register-call';
import { type RecordCall, runBulk } from './bulk-runner';

type ActiveCall = {
  record: (id: number, active: boolean, app: FastifyInstance, context: CallContext<CallDef>) => Promise<RecordCall> | RecordCall;
};

/**
 * Each activatable list's one-at-a-time update, with the body the admin's switch sends (`active` or
 * `is_active`); `match` selects through the list's call (LIST_CALLS).
 */
const activeCalls: Record<BulkActiveList, ActiveCall> = {
  'job-categories': {
    // The category's PUT wants its name: read it through the single read (404 when it is gone).
    record: async (id, active, app, context) => {
      const category = (await callInvoker(app, calls.getJobCategory)!({ ...context, params: { id }, query: {}, body: undefined } as never)) as { name: string };
      return { def: calls.updateJobCategory, params: { id }, body: { name: category.name, active } };
    },
  },
  'job-subcategories': { record: (id, active) => ({ def: calls.updateJobSubcategory, params: { id }, body: { active } }) },
  'ticket-categories': {
    record: (id, active) => ({ def: calls.updateTicketCategory, params: { category_id: id }, body: { active } }),
  },
  'ticket-subcategories': {
    record: (id, active) => ({ def: calls.updateTicketSubcategory, params: { subcategory_id: id }, body: { active } }),
  },
  islands: { record: (id, active) => ({ def: calls.updateIsland, params: { island_id: id }, body: { active } }) },
  'delivery-slots': {
    record: (id, active) => ({ def: calls.updateDeliverySlot, params: { delivery_slot_id: id }, body: { is_active: active } }),
  },
  'package-configs': {
    record: (id, active) => ({ def: calls.updatePackageConfig, params: { package_config_id: id }, body: { is_active: active } }),
  },
  'distance-addons': {
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
  for (const [list, { record }] of Object.entries(activeCalls) as [BulkActiveList, ActiveCall][]) {
    registerCall(api, bulkActiveCalls[list], async (context) =>
      runBulk(api, LIST_CALLS[list], context as never, context.body, (id) => record(id, context.body.active, api, context as never)),
    );
  }
}

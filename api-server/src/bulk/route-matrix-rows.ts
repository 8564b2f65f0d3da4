import { BULK_ACTIVE_LISTS } from '../contract';
import { adminOnly, type Rows } from '../testing/route-matrix';

// Bodies that change nothing (a search nothing matches, an id no record has): the matrix shares one database.
const nothing = { match: { search: 'no such record in the matrix' } };

/** Bulk actions: admin only (issue 35). */
export const bulkRows: Rows = {
  'POST /api/v1/bulk/tickets/assign': { payload: { ...nothing, assignee_id: 1 }, expect: adminOnly(200) },
  'POST /api/v1/bulk/tickets/close': { payload: { ids: [2_000_000_000] }, expect: adminOnly(200) },
  ...Object.fromEntries(
    BULK_ACTIVE_LISTS.map((list) => [`POST /api/v1/bulk/${list}/active`, { payload: { ...nothing, active: true }, expect: adminOnly(200) }]),
  ),
};

import type { Queryable } from '../db/db';
import { adminOnly, type Rows } from '../testing/route-matrix';

/** The admin's view the POST row created (ids from sequences differ between PGlite and PostgreSQL). */
const matrixView = async (db: Queryable) => {
  const [row] = await db.query<{ id: number }>(`select id from saved_views where name like 'Matrix view %' order by id limit 1`);
  return `/api/v1/views/${row?.id ?? 0}`;
};

/** Saved views: admin only, each admin's own (issue 35). */
export const viewRows: Rows = {
  'GET /api/v1/views': { url: '/api/v1/views?list=jobs', expect: adminOnly(200) },
  'POST /api/v1/views': { payload: (n: number) => ({ list: 'jobs', name: `Matrix view ${n}`, query: 'status=open' }), expect: adminOnly(201) },
  'PATCH /api/v1/views/:view_id': { url: matrixView, payload: { is_default: true }, expect: adminOnly(200) },
  'DELETE /api/v1/views/:view_id': { url: matrixView, expect: adminOnly(200) },
};

import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { calls, type SavedView, type savedViewInputSchema, type savedViewUpdateSchema, viewMessages } from '../contract';
import { type Db, isUniqueViolation, type Queryable } from '../db/db';
import { versionColumn } from '../db/sql-version';
import { withToast } from '../http/call-outcome';
import { fieldError, notFound } from '../http/http-error';
import { registerCall, requireCaller } from '../http/register-call';
import { isoTime } from '../jobs/sql-json';

const COLUMNS = `v.id, ${versionColumn('v')}, v.list, v.name, v.query, v.is_default, ${isoTime('v.created_at')} as created_at, ${isoTime('v.updated_at')} as updated_at`;

function rethrowViewError(error: unknown): never {
  if (isUniqueViolation(error, 'saved_views_name_idx')) throw fieldError(409, 'View already exists', 'name', viewMessages.duplicateName, 'duplicate');
  throw error;
}

/** Saved views (issue 35, shape 5): each user reads and changes only their own; another's id is 404. */
export function createSavedViewRepository(db: Db) {
  const find = async (id: number, userId: number, q: Queryable = db): Promise<SavedView | undefined> =>
    (await q.query<SavedView>(`select ${COLUMNS} from saved_views v where v.id = $1 and v.user_id = $2`, [id, userId]))[0];
  // The partial unique index allows one default per user and list: clear the old one first, in the same transaction.
  const clearDefault = (tx: Queryable, userId: number, list: string) =>
    tx.query('update saved_views set is_default = false, updated_at = now() where user_id = $1 and list = $2 and is_default', [userId, list]);

  return {
    find,
    list: (userId: number, list: string) =>
      db.query<SavedView>(
        `select ${COLUMNS} from saved_views v where v.user_id = $1 and v.list = $2 order by v.is_default desc, lower(v.name) collate "C", v.id`,
        [userId, list],
      ),
    create: (input: z.output<typeof savedViewInputSchema>, userId: number) =>
      db
        .transaction(async (tx) => {
          if (input.is_default) await clearDefault(tx, userId, input.list);
          const [row] = await tx.query<{ id: number }>(
            'insert into saved_views (user_id, list, name, query, is_default) values ($1, $2, $3, $4, $5) returning id',
            [userId, input.list, input.name, input.query, input.is_default],
          );
          return (await find(row!.id, userId, tx))!;
        })
        .catch(rethrowViewError),
    /** Undefined when the caller has no view `id`. */
    update: (id: number, input: z.output<typeof savedViewUpdateSchema>, userId: number) =>
      db
        .transaction(async (tx) => {
          const current = await find(id, userId, tx);
          if (!current) return undefined;
          if (input.is_default) await clearDefault(tx, userId, current.list);
          await tx.query(
            `update saved_views set name = coalesce($2, name), query = coalesce($3, query), is_default = coalesce($4, is_default), updated_at = now()
             where id = $1`,
            [id, input.name ?? null, input.query ?? null, input.is_default ?? null],
          );
          return find(id, userId, tx);
        })
        .catch(rethrowViewError),
    remove: async (id: number, userId: number) =>
      (await db.query<{ id: number }>('delete from saved_views where id = $1 and user_id = $2 returning id', [id, userId]))[0],
  };
}

export function registerViewRoutes(api: FastifyInstance, db: Db): void {
  const views = createSavedViewRepository(db);
  const found = <T>(value: T | undefined): T => {
    if (value === undefined) throw notFound('View');
    return value;
  };
  registerCall(api, calls.listSavedViews, async ({ query, auth }) => views.list(requireCaller(auth).userId, query.list));
  registerCall(api, calls.createSavedView, async ({ body, auth }) => withToast(await views.create(body, requireCaller(auth).userId), 'View saved'), {
    status: 201,
  });
  registerCall(api, calls.updateSavedView, async ({ params, body, auth }) =>
    withToast(found(await views.update(params.view_id, body, requireCaller(auth).userId)), 'View updated'),
  );
  registerCall(api, calls.deleteSavedView, async ({ params, auth }) =>
    withToast(found(await views.remove(params.view_id, requireCaller(auth).userId)), 'View deleted'),
  );
}

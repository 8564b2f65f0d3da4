import type { FastifyInstance } from 'fastify';
import { maldivesDateCell } from '@mv-admin/shared-api/csv';
import { type CallDef, EXPORT_CALLS, EXPORT_COLUMNS, LIST_CALLS, errorBodySchema, type ExportedList, exportCalls, toFastifyPath } from '../contract';
import { insertAuditEvent } from '../audit/audit-event-repository';
import type { Db } from '../db/db';
import { type CallContext, callInvoker, roleGuard } from '../http/register-call';
import { describeCall } from '../http/openapi';
import { exportCsv, type ListPageFn, pickColumns } from './csv-export';

type ExportQuery = Record<string, unknown> & { columns?: string[]; ids?: number[] };

/** A list's page function: its list call's own handler (registered by its domain), as the caller. */
function listFunction(api: FastifyInstance, list: ExportedList, context: Omit<CallContext<CallDef>, 'query'>): ListPageFn<Record<string, unknown>> {
  const invoke = callInvoker(api, LIST_CALLS[list]);
  if (!invoke) throw new Error(`The ${list} list call is not registered: its export has nothing to read`);
  return (query) => invoke({ ...context, query } as never) as never;
}

/**
 * `GET /exports/<list>` (issue 35, shape 3): the list as CSV, streamed. The list call's roles,
 * its query (validated by the contract, 400 with the usual envelope), one audit event per export
 * (action `export`, entity `list`, id the list's name; the filters and the rows written).
 */
export function registerExportRoutes(api: FastifyInstance, db: Db): void {
  for (const [list, def] of Object.entries(EXPORT_CALLS) as [ExportedList, CallDef][]) {
    const url = toFastifyPath(def.path);
    const operation = Object.entries(exportCalls).find(([, d]) => d === def)![0];
    api.route({
      method: 'GET',
      url,
      // The 200 is the CSV text itself, streamed (no serialiser runs on a stream).
      schema: { ...describeCall(def), querystring: def.query, response: { 200: def.response, '4xx': errorBodySchema } },
      onRequest: roleGuard(api, def.roles, {}),
      handler: async (request, reply) => {
        const { columns: keys, ids, ...query } = request.query as ExportQuery;
        const columns = pickColumns(EXPORT_COLUMNS[list], keys);
        const record = ({ rows, complete }: { rows: number; complete: boolean }) =>
          insertAuditEvent(db, {
            occurredAt: new Date(api.clock()).toISOString(),
            actorId: request.auth?.userId ?? null,
            ip: request.ip ?? null,
            method: 'GET',
            route: url,
            operation,
            action: 'export',
            entityType: 'list',
            entityId: list,
            changes: {
              filters: { before: null, after: query },
              columns: { before: null, after: columns.map((c) => c.key) },
              ...(ids?.length ? { ids: { before: null, after: ids } } : {}),
              rows: { before: null, after: rows },
              ...(complete ? {} : { stopped: { before: null, after: true } }),
            },
          });
        const read = listFunction(api, list, { params: {}, body: undefined, auth: request.auth ?? null, request, reply });
        const run = exportCsv(read, query, columns, ids, record);
        run.stream.on('error', (error) => request.log.error({ err: error, list }, 'export failed'));
        const day = maldivesDateCell(api.clock());
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${list}-${day}.csv"`)
          .header('cache-control', 'no-store')
          .send(run.stream);
      },
    });
  }
}

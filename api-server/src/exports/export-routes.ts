import type { FastifyInstance } from 'fastify';
import { maldivesDateCell } from '@mv-admin/shared-api/csv';
import { type CallDef, EXPORT_CALLS, EXPORT_COLUMNS, type ExportedList, exportCalls, toFastifyPath } from '../contract';
import { insertAuditEvent } from '../audit/audit-event-repository';
import type { Db } from '../db/db';
import { roleGuard } from '../http/register-call';
import { describeCall } from '../http/openapi';
import { createJobRepository } from '../jobs/job-repository';
import { createAtollRepository } from '../locations/atoll-repository';
import { createTicketRepository } from '../tickets/ticket-repository';
import { exportCsv, type ListPageFn, pickColumns } from './csv-export';

type ExportQuery = Record<string, unknown> & { columns?: string[]; ids?: number[] };

/** Each exported list's own page function: the repository its list call serves. */
function listFunctions(db: Db): Record<ExportedList, ListPageFn<Record<string, unknown>>> {
  const jobs = createJobRepository(db);
  const tickets = createTicketRepository(db);
  const atolls = createAtollRepository(db);
  return {
    jobs: (q) => jobs.list(q as never),
    tickets: (q) => tickets.list(q as never),
    atolls: (q) => atolls.list(q as never),
  };
}

/**
 * `GET /exports/<list>` (issue 35, shape 3): the list as CSV, streamed. The list call's roles,
 * its query (validated by the contract, 400 with the usual envelope), one audit event per export
 * (action `export`, entity `list`, id the list's name; the filters and the rows written).
 */
export function registerExportRoutes(api: FastifyInstance, db: Db): void {
  const lists = listFunctions(db);
  for (const [list, def] of Object.entries(EXPORT_CALLS) as [ExportedList, CallDef][]) {
    const url = toFastifyPath(def.path);
    const operation = Object.entries(exportCalls).find(([, d]) => d === def)![0];
    api.route({
      method: 'GET',
      url,
      schema: { ...describeCall(def), querystring: def.query },
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
        const run = exportCsv(lists[list], query, columns, ids, record);
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

import { z } from 'zod';
import { auditEventListQueryObject, checkAuditEventRange } from './audit';
import { type CallDef, defineCall } from './define';
import type { ExportedList } from './export-columns';
import { LIST_CALLS } from './list-calls';
import { commaList, positiveId, withoutPage } from './pagination';

export { EXPORT_COLUMNS, type ExportColumn, type ExportedList } from './export-columns';

/** The most ids an export of a selection names. */
export const MAX_EXPORT_IDS = 1000;

/** What every export adds to its list's query: the columns to write, in order, and a selection. */
export const exportExtraQuerySchema = z.object({
  columns: commaList(z.string().max(64), 100, 'At most 100 columns').optional(),
  ids: commaList(positiveId, MAX_EXPORT_IDS, `At most ${MAX_EXPORT_IDS} rows can be exported by selection`).optional(),
});

type ObjectQuery = z.ZodObject<z.core.$ZodLooseShape>;

/**
 * The export call of a list (shape 3 of issue 35): `GET /exports/<list>`, the list call's roles
 * and query without page, size and unpaginated, plus `columns` and `ids`. Answers
 * `text/csv; charset=utf-8` (a UTF-8 BOM, a header row, one line per row), not the envelope.
 */
export function exportCall<L extends ExportedList, Q extends ObjectQuery>(
  list: L,
  listCall: CallDef<undefined, Q>,
  /** A list query with a refinement: its object and the check, applied again to the export's query. */
  refined?: { query: ObjectQuery; check: (q: never, ctx: z.RefinementCtx) => void },
) {
  const base = refined?.query ?? (listCall.query as Q);
  const extended = withoutPage(base).extend(exportExtraQuerySchema.shape);
  const query = refined ? extended.superRefine(refined.check as never) : extended;
  return defineCall({
    method: 'GET',
    path: `/exports/${list}`,
    summary: `The ${list} list as CSV (text/csv, streamed): the list's filters, search and sort, optional columns and ids`,
    roles: listCall.roles,
    query,
    response: z.string(),
  });
}

/** The export call of each exported list, by list name. */
export const EXPORT_CALLS = Object.fromEntries(
  Object.entries(LIST_CALLS).map(([list, call]) => [
    list,
    exportCall(
      list as ExportedList,
      call as CallDef<undefined, ObjectQuery>,
      list === 'activity' ? { query: auditEventListQueryObject, check: checkAuditEventRange } : undefined,
    ),
  ]),
) as unknown as Record<ExportedList, CallDef>;

/** The export calls by operation name (`exportJobs`, `exportJobCategories`, ...): the OpenAPI group. */
export const exportCalls: Record<string, CallDef> = Object.fromEntries(
  Object.entries(EXPORT_CALLS).map(([list, call]) => [`export${list.replace(/(^|-)(\w)/g, (_, _dash, c: string) => c.toUpperCase())}`, call]),
);

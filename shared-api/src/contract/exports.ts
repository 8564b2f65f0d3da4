import { z } from 'zod';
import type { CsvKind } from '../csv/cells';
import { type CallDef, defineCall } from './define';
import { jobCalls } from './jobs';
import type { ListName } from './lists';
import { locationCalls } from './locations';
import { positiveId } from './pagination';
import { ticketCalls } from './tickets';

/**
 * One column of a list's CSV export: `key` is the screen's column key (its `key`, or its
 * `dataIndex` when a string), as in the list's `cols` URL state and the export's `columns`;
 * `value` reads it from a list item (default: the item's field `key`).
 */
export interface ExportColumn {
  key: string;
  title: string;
  kind: CsvKind;
  value?: (item: never) => unknown;
}

/** The most ids an export of a selection names. */
export const MAX_EXPORT_IDS = 1000;

// 'Maldives time' in a title: the file's dates and times are the wall clock of Malé (UTC+05:00).
const MV = '(Maldives time, UTC+05:00)';
type Named = { name: string } | null | undefined;
const nameOf = (v: Named) => v?.name ?? null;

/** Each list's export columns, declared once: the server writes them, the browser offers them. */
export const EXPORT_COLUMNS = {
  jobs: [
    { key: 'id', title: 'ID', kind: 'number' },
    { key: 'title', title: 'Title', kind: 'text' },
    { key: 'status', title: 'Status', kind: 'text' },
    { key: 'job_type', title: 'Type', kind: 'text' },
    { key: 'customer', title: 'Customer', kind: 'text', value: (j: { createdBy: Named }) => nameOf(j.createdBy) },
    { key: 'provider', title: 'Provider', kind: 'text', value: (j: { serviceProvider: Named }) => nameOf(j.serviceProvider) },
    {
      key: 'subcategory',
      title: 'Category / Subcategory',
      kind: 'text',
      value: (j: { jobSubcategory: { name: string; jobCategory: { name: string } } }) => `${j.jobSubcategory.jobCategory.name} / ${j.jobSubcategory.name}`,
    },
    { key: 'job_estimated_budget', title: 'Budget (MVR)', kind: 'money' },
    { key: 'job_total_cost', title: 'Total cost (MVR)', kind: 'money' },
    { key: 'created_at', title: `Created ${MV}`, kind: 'datetime' },
  ],
  tickets: [
    { key: 'reference_no', title: 'Reference', kind: 'text' },
    {
      key: 'subcategory',
      title: 'Category / Subcategory',
      kind: 'text',
      value: (t: { ticketSubcategory: { title: string; ticketCategory: { title: string } } }) =>
        `${t.ticketSubcategory.ticketCategory.title} / ${t.ticketSubcategory.title}`,
    },
    { key: 'createdBy', title: 'Raised by', kind: 'text', value: (t: { createdBy: Named }) => nameOf(t.createdBy) },
    { key: 'status', title: 'Status', kind: 'text' },
    { key: 'assignee', title: 'Assigned to', kind: 'text', value: (t: { assignedToUser: Named }) => nameOf(t.assignedToUser) },
    { key: 'created_at', title: `Created ${MV}`, kind: 'datetime' },
  ],
  atolls: [
    { key: 'name', title: 'Name', kind: 'text' },
    { key: 'code', title: 'Code', kind: 'text' },
    { key: 'province', title: 'Province', kind: 'text' },
  ],
} satisfies Partial<Record<ListName, readonly ExportColumn[]>>;
export type ExportedList = keyof typeof EXPORT_COLUMNS;

/** `a,b` or repeated parameters -> a list of at most `max` items. */
const commaItems = <T extends z.ZodType>(item: T, max: number, message: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((v) =>
      [v]
        .flat()
        .flatMap((s) => s.split(','))
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(max, message) as unknown as z.ZodType<z.output<T>[], string[]>);

/** What every export adds to its list's query: the columns to write, in order, and a selection. */
export const exportExtraQuerySchema = z.object({
  columns: commaItems(z.string().max(64), 100, 'At most 100 columns').optional(),
  ids: commaItems(positiveId, MAX_EXPORT_IDS, `At most ${MAX_EXPORT_IDS} rows can be exported by selection`).optional(),
});

type ObjectQuery = z.ZodObject<z.core.$ZodLooseShape>;

/**
 * The export call of a list (shape 3 of issue 35): `GET /exports/<list>`, the list call's roles
 * and query without page, size and unpaginated, plus `columns` and `ids`. Answers
 * `text/csv; charset=utf-8` (a UTF-8 BOM, a header row, one line per row), not the envelope.
 */
export function exportCall<L extends ExportedList, Q extends ObjectQuery>(list: L, listCall: CallDef<undefined, Q>) {
  const query = (listCall.query as Q).omit({ page: true, size: true, unpaginated: true } as never).extend(exportExtraQuerySchema.shape);
  return defineCall({
    method: 'GET',
    path: `/exports/${list}`,
    summary: `The ${list} list as CSV (text/csv, streamed): the list's filters, search and sort, optional columns and ids`,
    roles: listCall.roles,
    query,
    response: z.string(),
  });
}

/** The export calls, one per list with export columns. */
export const exportCalls = {
  exportJobs: exportCall('jobs', jobCalls.listJobs),
  exportTickets: exportCall('tickets', ticketCalls.listTickets),
  exportAtolls: exportCall('atolls', locationCalls.listAtolls),
};

/** The export call of each exported list, by list name. */
export const EXPORT_CALLS: Record<ExportedList, CallDef> = {
  jobs: exportCalls.exportJobs,
  tickets: exportCalls.exportTickets,
  atolls: exportCalls.exportAtolls,
};

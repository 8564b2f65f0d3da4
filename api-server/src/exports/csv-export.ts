import { Readable } from 'node:stream';
import { CSV_BOM, type CsvCell, csvLine, csvValueCell } from '@mv-admin/shared-api/csv';
import type { ExportColumn, Page } from '../contract';
import { fieldError } from '../http/http-error';
import { JsonText } from '../http/json-text';

/** A list's own page function (its repository's `list`): the same filters, search, sort and order as its list call. */
export type ListPageFn<Q> = (query: Q & { page: number; size: number; unpaginated: boolean }) => Promise<Page<unknown> | JsonText<Page<unknown>>>;

/** Rows read per statement while exporting: big enough to amortise a page's statements, small enough to keep memory flat. */
export const EXPORT_BATCH_ROWS = 500;

/** The columns an export writes: those named in `columns`, in that order (400 on an unknown key), else all. */
export function pickColumns(all: readonly ExportColumn[], keys: readonly string[] | undefined): readonly ExportColumn[] {
  if (!keys?.length) return all;
  const byKey = new Map(all.map((c) => [c.key, c]));
  const unknown = keys.filter((k) => !byKey.has(k));
  if (unknown.length) throw fieldError(400, 'Invalid columns', 'columns', `Unknown column: ${unknown.join(', ')}`, 'invalid_value');
  return keys.map((k) => byKey.get(k)!);
}

const readPage = async <Q>(list: ListPageFn<Q>, query: Q, page: number): Promise<Page<Record<string, unknown>>> => {
  const result = await list({ ...query, page, size: EXPORT_BATCH_ROWS, unpaginated: false });
  return (result instanceof JsonText ? JSON.parse(result.text) : result) as Page<Record<string, unknown>>;
};

// The embedded database answers on this thread through promises alone: without a turn of the
// event loop between batches, the socket never got the bytes (first bytes after 7-9 s on 100,000
// jobs) and other requests waited behind the whole export.
const yieldToEventLoop = () => new Promise((resolve) => setImmediate(resolve));

const cellsOf = (columns: readonly ExportColumn[], item: Record<string, unknown>): CsvCell[] =>
  columns.map((c) => csvValueCell(c.kind, c.value ? (c.value as (i: unknown) => unknown)(item) : item[c.key]));

export interface ExportRun {
  /** The CSV as a byte stream: BOM and header first, then one line per row, a batch at a time. */
  stream: Readable;
  /** Resolves with the rows written once the stream has ended (or stopped: the client went away). */
  done: Promise<{ rows: number; complete: boolean }>;
}

/**
 * Streams a list as CSV in constant memory: the list's own page function is read a batch at a
 * time (its pages are keyset-anchored where the list is large: lists/page-anchors.ts), each batch
 * written only when the stream asks for more (back-pressure), and reading stops when the client
 * goes away (the stream is destroyed). With `ids`, only those rows are written, and reading
 * stops once all of them have been seen.
 */
export function exportCsv<Q>(
  list: ListPageFn<Q>,
  query: Q,
  columns: readonly ExportColumn[],
  ids: readonly number[] | undefined,
  finished: (outcome: { rows: number; complete: boolean }) => Promise<void>,
): ExportRun {
  const wanted = ids?.length ? new Set(ids) : undefined;
  let rows = 0;
  let complete = false;
  async function* lines(): AsyncGenerator<string> {
    yield CSV_BOM + csvLine(columns.map((c): CsvCell => ({ text: c.title })));
    await yieldToEventLoop();
    for (let page = 1; ; page++) {
      const { items, pagination } = await readPage(list, query, page);
      let chunk = '';
      for (const item of items) {
        if (wanted && !wanted.has(item.id as number)) continue;
        chunk += csvLine(cellsOf(columns, item));
        rows++;
      }
      if (chunk) yield chunk;
      await yieldToEventLoop();
      if (pagination.next_page === null || items.length === 0 || (wanted && rows >= wanted.size)) break;
    }
    complete = true;
    // Recorded before the last byte goes out: a client that has read the whole file finds its event.
    await finished({ rows, complete });
  }
  const stream = Readable.from(lines(), { objectMode: false, highWaterMark: 64 * 1024 });
  const done = new Promise<{ rows: number; complete: boolean }>((resolve) => {
    stream.once('close', () => {
      // An export the client abandoned (or a failed read) is recorded with the rows written so far.
      if (!complete) void finished({ rows, complete }).catch(() => undefined);
      resolve({ rows, complete });
    });
  });
  return { stream, done };
}

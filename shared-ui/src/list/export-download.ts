import { type CallDef, callApiForResponse } from '@mv-admin/shared-api';
import { downloadBlob, maldivesDateCell } from '@mv-admin/shared-api/csv';
import type { ListName } from '@mv-admin/shared-api/views';

const LINE_FEED = 10;
const QUOTE = 34;
// The export call by its path alone (contract/exports.ts declares it with the list's query):
// importing the declarations would bring every list's contract into each screen's bundle.
const exportCall = (list: ListName) => ({ method: 'GET', path: `/exports/${list}`, summary: `Export ${list}`, roles: ['ADMIN'] }) as unknown as CallDef;

export interface ExportDownload {
  list: ListName;
  /** The list call's query (page, size and unpaginated are dropped). */
  query: Record<string, unknown>;
  columns?: readonly string[];
  selectedIds?: readonly (number | string)[];
  signal: AbortSignal;
  /** Rows received so far, as they stream in. */
  onRows: (rows: number) => void;
}

/**
 * Streams `GET /exports/<list>`, counting rows as they arrive, then saves `<list>-YYYY-MM-DD.csv`.
 * Resolves with the number of rows in the file.
 */
export async function downloadExport({ list, query, columns, selectedIds, signal, onRows }: ExportDownload): Promise<number> {
  const { page: _p, size: _s, unpaginated: _u, ...listQuery } = query;
  const exportQuery = {
    ...listQuery,
    ...(columns?.length ? { columns: columns.join(',') } : {}),
    ...(selectedIds?.length ? { ids: selectedIds.join(',') } : {}),
  };
  const response = await callApiForResponse(exportCall(list), { query: exportQuery } as never, signal);
  const reader = response.body!.getReader();
  const parts: Uint8Array[] = [];
  // Records read, less the header: line feeds outside quotes (a quoted cell may hold line breaks;
  // a quote inside one is written twice, so the state stays right across the pair).
  let lines = -1;
  let quoted = false;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    for (const byte of value) {
      if (byte === QUOTE) quoted = !quoted;
      else if (byte === LINE_FEED && !quoted) lines++;
    }
    onRows(Math.max(lines, 0));
  }
  downloadBlob(`${list}-${maldivesDateCell(Date.now())}.csv`, new Blob(parts as BlobPart[], { type: 'text/csv;charset=utf-8' }));
  return Math.max(lines, 0);
}

import { DownloadOutlined } from '@ant-design/icons';
import { ApiError, type CallDef, callApiForResponse } from '@mv-admin/shared-api';
import type { ListName } from '@mv-admin/shared-api/contract';
import { downloadBlob, maldivesDateCell } from '@mv-admin/shared-api/csv';
import { Button, Flex, Typography } from 'antd';
import { useRef, useState } from 'react';

export interface ExportButtonProps {
  /** The list's name (contract/lists.ts): its export call is `GET /exports/<list>`. */
  list: ListName;
  /** What the list shows now: its search, filters and sort (page and size are dropped). */
  query: Record<string, unknown>;
  /** The visible columns' keys, in order (the `cols` URL state), when the screen has chosen them. */
  columns?: readonly string[];
  /** The selected rows: only they are exported. */
  selectedIds?: readonly (number | string)[];
}

const LINE_FEED = 10;
// The export call by its path alone (contract/exports.ts declares it with the list's query):
// importing the declarations would bring every list's contract into each screen's bundle.
const exportCall = (list: ListName) => ({ method: 'GET', path: `/exports/${list}`, summary: `Export ${list}`, roles: ['ADMIN'] }) as unknown as CallDef;
const rowsText = (rows: number) => `${rows.toLocaleString('en-US')} ${rows === 1 ? 'row' : 'rows'}…`;

/**
 * Exports what the list shows as CSV: streams the server's file, counting rows as they arrive
 * ("12,345 rows…") with a Cancel that aborts the request, then saves `<list>-YYYY-MM-DD.csv`.
 * A failure is shown once: the API's toast (with the request's reference), or here when the
 * server could not be reached.
 */
export function ExportButton({ list, query, columns, selectedIds }: ExportButtonProps) {
  const [rows, setRows] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  async function run() {
    const controller = new AbortController();
    abort.current = controller;
    setFailure(null);
    setRows(0);
    const { page: _p, size: _s, unpaginated: _u, ...listQuery } = query;
    const exportQuery = {
      ...listQuery,
      ...(columns?.length ? { columns: columns.join(',') } : {}),
      ...(selectedIds?.length ? { ids: selectedIds.join(',') } : {}),
    };
    try {
      const response = await callApiForResponse(exportCall(list), { query: exportQuery } as never, controller.signal);
      const reader = response.body!.getReader();
      const parts: Uint8Array[] = [];
      // Lines read, less the header: quoted line breaks are rare in these lists and only make the count run ahead.
      let lines = -1;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parts.push(value);
        for (const byte of value) if (byte === LINE_FEED) lines++;
        setRows(Math.max(lines, 0));
      }
      downloadBlob(`${list}-${maldivesDateCell(Date.now())}.csv`, new Blob(parts as BlobPart[], { type: 'text/csv;charset=utf-8' }));
    } catch (error) {
      if (controller.signal.aborted) return;
      // HTTP failures have raised their toast already (with the reference); the rest is said here.
      if (!(error instanceof ApiError) || error.kind !== 'http') setFailure(error instanceof Error ? error.message : 'The export failed.');
    } finally {
      abort.current = null;
      setRows(null);
    }
  }

  if (rows !== null) {
    return (
      <Flex gap="small" align="center" role="status">
        <Typography.Text type="secondary">{rowsText(rows)}</Typography.Text>
        <Button onClick={() => abort.current?.abort()}>Cancel</Button>
      </Flex>
    );
  }
  return (
    <Flex gap="small" align="center">
      <Button icon={<DownloadOutlined />} onClick={() => void run()}>
        {selectedIds?.length ? `Export ${selectedIds.length} selected` : 'Export'}
      </Button>
      {failure && (
        <Typography.Text type="danger" role="alert">
          {failure}
        </Typography.Text>
      )}
    </Flex>
  );
}

import { DownloadOutlined } from '@ant-design/icons';
import { ApiError } from '@mv-admin/shared-api';
import type { ListName } from '@mv-admin/shared-api/views';
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

const rowsText = (rows: number) => `${rows.toLocaleString('en-US')} ${rows === 1 ? 'row' : 'rows'}…`;
/** A selection the file holds only part of: the server exports the selected rows the list's query still matches. */
const shortText = (written: number, wanted: number) =>
  `${written} of ${wanted} selected rows exported: ${wanted - written === 1 ? '1 no longer matches' : `${wanted - written} no longer match`} the list's search and filters.`;

/**
 * Exports what the list shows as CSV: streams the server's file, counting rows as they arrive
 * ("12,345 rows…") with a Cancel that aborts the request, then saves `<list>-YYYY-MM-DD.csv`.
 * A failure is shown once: the API's toast (with the request's reference), or here when the
 * server could not be reached. A selection whose file came back short says how many rows it left
 * out (rows changed since they were selected so the list's query no longer matches them).
 */
export function ExportButton({ list, query, columns, selectedIds }: ExportButtonProps) {
  const [rows, setRows] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Selected rows the file left out (they no longer match the list's query), for the selection exported.
  const [short, setShort] = useState<{ selection: string; text: string } | null>(null);
  const abort = useRef<AbortController | null>(null);
  const selection = selectedIds?.join(',') ?? '';

  async function run() {
    const controller = new AbortController();
    abort.current = controller;
    setFailure(null);
    setShort(null);
    setRows(0);
    try {
      // The download's code (the streaming read, the CSV helpers) loads with the first export.
      const { downloadExport } = await import('./export-download');
      const written = await downloadExport({ list, query, columns, selectedIds, signal: controller.signal, onRows: setRows });
      const wanted = selectedIds?.length ?? 0;
      if (written < wanted) setShort({ selection, text: shortText(written, wanted) });
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
      {short?.selection === selection && (
        <Typography.Text type="warning" role="status">
          {short.text}
        </Typography.Text>
      )}
    </Flex>
  );
}

import type { TableProps } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';

/** What a bulk action acts on: chosen rows (with the versions seen), or every row the list's filters match. */
export type BulkTarget = { ids: number[]; versions: Record<string, number> } | { match: Record<string, unknown> };

/** A list's selection (useServerTable's `selectable`): rows chosen across pages, or "all matching". */
export interface ListSelection {
  /** The chosen rows' ids, in the order they were chosen (empty while `allMatching`). */
  selectedIds: number[];
  /** Every row the filters match is selected (the server resolves them). */
  allMatching: boolean;
  /** How many rows the selection stands for. */
  count: number;
  /** Rows matching the filters, and rows on this page. */
  total: number;
  pageCount: number;
  /** Every row of this page is chosen (the moment to offer "select all matching"). */
  pageAllSelected: boolean;
  selectAllMatching: () => void;
  clear: () => void;
  /** The body part of a bulk call (`ids` and `versions`, or `match`). */
  target: BulkTarget;
}

interface SelectionInput<T> {
  rows: readonly T[];
  total: number;
  /** The list's search and filters: a change of them clears the selection, and "all matching" sends them. */
  match: Record<string, unknown>;
}

const idOf = (row: unknown) => (row as { id: number }).id;

/**
 * Row selection kept across pages (ids and the version each row had when chosen, sent as If-Match),
 * and "select all matching". Changing the search or a filter clears it: what was chosen may no
 * longer be shown.
 */
export function useSelection<T>({ rows, total, match }: SelectionInput<T>): { selection: ListSelection; rowSelection: TableProps<T>['rowSelection'] } {
  const [chosen, setChosen] = useState<Map<number, number | undefined>>(() => new Map());
  const [allMatching, setAllMatching] = useState(false);
  const matchKey = JSON.stringify(match);
  const clear = useCallback(() => {
    setChosen(new Map());
    setAllMatching(false);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search or filter (matchKey) is what clears it
  useEffect(clear, [matchKey]);

  const pageIds = rows.map(idOf);
  const pageAllSelected = pageIds.length > 0 && (allMatching || pageIds.every((id) => chosen.has(id)));
  const selectedIds = useMemo(() => [...chosen.keys()], [chosen]);

  const onChange = (keys: React.Key[], selectedRows: T[]) => {
    setAllMatching(false);
    setChosen((previous) => {
      const next = new Map(previous);
      // antd passes this page's rows only (preserveSelectedRowKeys keeps the others' keys): take the page's part anew.
      for (const id of pageIds) if (!keys.includes(id)) next.delete(id);
      for (const row of selectedRows) if (row) next.set(idOf(row), (row as { version?: number }).version);
      return next;
    });
  };

  const versions: Record<string, number> = {};
  for (const [id, version] of chosen) if (version !== undefined) versions[id] = version;
  const selection: ListSelection = {
    selectedIds: allMatching ? [] : selectedIds,
    allMatching,
    count: allMatching ? total : chosen.size,
    total,
    pageCount: pageIds.length,
    pageAllSelected,
    selectAllMatching: () => setAllMatching(true),
    clear,
    target: allMatching ? { match } : { ids: selectedIds, versions },
  };
  const rowSelection: TableProps<T>['rowSelection'] = {
    selectedRowKeys: allMatching ? pageIds : selectedIds,
    preserveSelectedRowKeys: true,
    onChange,
  };
  return { selection, rowSelection };
}

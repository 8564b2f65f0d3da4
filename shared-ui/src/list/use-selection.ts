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
  /** Whether a row of this page is chosen. */
  isSelected: (row: unknown) => boolean;
  /** Chooses or drops one row of this page (keeping the version it shows). */
  toggle: (row: unknown, on: boolean) => void;
  /** Chooses or drops every row of this page. */
  togglePage: (on: boolean) => void;
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
export function useSelection<T>({ rows, total, match }: SelectionInput<T>): ListSelection {
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

  // Leaving "all matching" for single rows starts from this page's rows (what the user sees chosen).
  const change = (apply: (next: Map<number, number | undefined>) => void) => {
    setChosen((previous) => {
      const next = allMatching ? new Map(rows.map((row) => [idOf(row), (row as { version?: number }).version])) : new Map(previous);
      apply(next);
      return next;
    });
    setAllMatching(false);
  };
  const toggle = (row: unknown, on: boolean) =>
    change((next) => {
      if (on) next.set(idOf(row), (row as { version?: number }).version);
      else next.delete(idOf(row));
    });
  const togglePage = (on: boolean) =>
    change((next) => {
      for (const row of rows) {
        if (on) next.set(idOf(row), (row as { version?: number }).version);
        else next.delete(idOf(row));
      }
    });

  const versions: Record<string, number> = {};
  for (const [id, version] of chosen) if (version !== undefined) versions[id] = version;
  return {
    selectedIds: allMatching ? [] : selectedIds,
    allMatching,
    count: allMatching ? total : chosen.size,
    total,
    pageCount: pageIds.length,
    pageAllSelected,
    selectAllMatching: () => setAllMatching(true),
    clear,
    isSelected: (row) => allMatching || chosen.has(idOf(row)),
    toggle,
    togglePage,
    target: allMatching ? { match } : { ids: selectedIds, versions },
  };
}

import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import type { Page } from '@mv-admin/shared-api';
import type { TableColumnsType, TableProps } from 'antd';
import { useCallback, useDeferredValue, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  defaultFilters,
  readListQuery,
  writeListQuery,
  type FilterSchema,
  type FilterValue,
  type ListQueryPatch,
} from './list-query';
import { useDebouncedSearch } from './use-debounced-search';
import { type SortValue, sortableColumns, sortFromSorter } from './list-sort';
import { type AuditEntityType, useLiveFallbackInterval } from '@mv-admin/shared-api/live';
import { type LiveList, useLiveList } from './use-live-list';
import { type ListSelection, useSelection } from './use-selection';

/** What a list's fetcher receives: page, size, the search and the sort (when any) and the filter values. */
export type ServerTableQuery<F, S extends readonly string[] = readonly never[]> = { page: number; size: number; search?: string; sort?: SortValue<S> } & F;

export interface UseServerTableOptions<T, S extends FilterSchema, O extends readonly string[] = readonly never[]> {
  /** Key prefix of the list's queries, e.g. `['atolls']`; invalidate it after a mutation. */
  queryKey: QueryKey;
  fetchPage: (query: ServerTableQuery<z.output<S>, O>, signal: AbortSignal) => Promise<Page<T>>;
  /** The list's sortable fields (the contract's allow-list, e.g. `jobSorts`): those columns get a server sort. */
  sorts?: O;
  /** Zod schema of extra URL parameters (filters); each field optional or with a default. */
  filters?: S;
  defaultPageSize?: number;
  rowKey?: TableProps<T>['rowKey'];
  /**
   * The record types whose live changes this list follows (docs/live-events.md): their changes
   * re-read the page in place, others' new records are counted for a "show" banner, and the list
   * polls every LIST_FALLBACK_POLL_MS while the stream is down.
   */
  live?: readonly AuditEntityType[];
  /** Rows can be chosen (checkboxes, kept across pages, "select all matching") for bulk actions. */
  selectable?: true;
}

/** How often a live list re-reads its page while the live stream is down. */
export const LIST_FALLBACK_POLL_MS = 30_000;

/** The part of useServerTable's result that ListPage renders. */
export interface ServerTableView<T> {
  tableProps: TableProps<T>;
  search: string;
  setSearch: (text: string, options?: { immediate?: boolean }) => void;
  appliedSearch: string;
  hasActiveFilters: boolean;
  clearFilters: () => void;
  isPending: boolean;
  error: Error | null;
  refetch: () => void;
  /** The page on screen, if any (kept while a refresh fails). */
  page?: Page<T>;
  /** Live lists: others' new records waiting to be shown (`newCount`), and `showNew`. */
  live?: LiveList;
  /** Selectable lists: the chosen rows, for the bulk bar and the export of a selection. */
  selection?: ListSelection;
  /** The columns with the sortable ones marked (sorter and the URL's order); ListPage applies it. */
  sortColumns?: (columns: TableColumnsType<T>) => TableColumnsType<T>;
  /** The list call's query for what is on screen (search, filters, page): what an export sends. */
  query: Record<string, unknown>;
}

export interface ServerTable<T, F> extends ServerTableView<T> {
  filters: F;
  setFilter: <K extends keyof F & string>(key: K, value: F[K] | undefined) => void;
  /** Sets several filters in one history entry (e.g. an atoll and the island inside it). */
  setFilters: (patch: Partial<F>) => void;
}

const EMPTY: never[] = [];
const showTotal = (total: number, [from, to]: [number, number]) => `${from}-${to} of ${total}`;

/**
 * One server-paginated list: page, size, search and filters live in the URL (parsed with zod,
 * invalid values fall back to defaults, every change pushes a history entry so Back works), the
 * page is fetched with TanStack Query (previous rows stay while the next page loads), and the
 * result comes back as ready antd Table props. Changing the search (debounced 300 ms, cleaned
 * with the 'search' preset) or a filter goes back to page 1. `error` holds the fetch failure
 * (an ApiError from shared-api) until `refetch` succeeds.
 */
// biome-ignore lint/complexity/noBannedTypes: `{}` is zod's empty shape, the type of z.object({})
export function useServerTable<T, S extends FilterSchema = z.ZodObject<{}>, O extends readonly string[] = readonly never[]>(
  options: UseServerTableOptions<T, S, O>,
): ServerTable<T, z.output<S>> {
  type F = z.output<S>;
  const { queryKey, fetchPage, filters: filterSchema, defaultPageSize = DEFAULT_PAGE_SIZE, rowKey = 'id', live, selectable, sorts } = options;
  const [params, setParams] = useSearchParams();
  const list = useMemo(() => readListQuery(params, filterSchema, defaultPageSize, sorts), [params, filterSchema, defaultPageSize, sorts]);

  const update = useCallback((patch: ListQueryPatch) => setParams((current) => writeListQuery(current, patch, defaultPageSize)), [setParams, defaultPageSize]);

  const searchBox = useDebouncedSearch(list.search, (next) => update({ search: next, page: undefined }));

  const fallbackInterval = useLiveFallbackInterval(LIST_FALLBACK_POLL_MS);
  const apiQuery = { page: list.page, size: list.size, search: list.search || undefined, sort: list.sort, ...list.filters } as ServerTableQuery<F, O>;
  const result = useQuery({
    queryKey: [...queryKey, apiQuery],
    queryFn: ({ signal }) => fetchPage(apiQuery, signal),
    placeholderData: keepPreviousData,
    refetchInterval: live && fallbackInterval,
    refetchIntervalInBackground: false,
  });

  const initialFilters = useMemo(() => defaultFilters(filterSchema), [filterSchema]);
  const filterKeys = useMemo(() => Object.keys(initialFilters as object) as (keyof F & string)[], [initialFilters]);
  const hasActiveFilters = list.search !== '' || filterKeys.some((key) => list.filters[key] !== initialFilters[key]);

  const setFilters = useCallback((patch: Partial<F>) => update({ ...(patch as Record<string, FilterValue>), page: undefined }), [update]);
  const setFilter = useCallback(<K extends keyof F & string>(key: K, value: F[K] | undefined) => setFilters({ [key]: value } as Partial<F>), [setFilters]);
  const { reset: resetSearchBox } = searchBox;
  const clearFilters = useCallback(() => {
    resetSearchBox('');
    update(Object.fromEntries([['search', undefined], ['page', undefined], ...filterKeys.map((key) => [key, undefined])]));
  }, [update, resetSearchBox, filterKeys]);

  // What the table shows follows the query at a lower priority: when a page arrives, React builds
  // its rows in a transition, in slices that yield to the browser, instead of one long task that
  // blocks input (docs/frontend-performance.md, "Blocking time"). Until then the screen shows what
  // it showed (the spinner, or the previous page).
  const fetched = useMemo(
    () => ({ data: result.data, placeholder: result.isPlaceholderData, fetching: result.isFetching }),
    [result.data, result.isPlaceholderData, result.isFetching],
  );
  const shown = useDeferredValue(fetched);
  const total = shown.data?.pagination.total_items ?? 0;
  const visibleIds = useMemo(
    () => new Set((shown.data?.items ?? EMPTY).map((row) => (typeof rowKey === 'string' ? String((row as Record<string, unknown>)[rowKey]) : ''))),
    [shown.data, rowKey],
  );
  const liveList = useLiveList(live, queryKey, visibleIds);
  const match = useMemo(() => ({ ...(list.search ? { search: list.search } : {}), ...list.filters }), [list.search, list.filters]);
  const selected = useSelection<T>({ rows: shown.data?.items ?? EMPTY, total, match });
  const tableProps: TableProps<T> = {
    rowKey,
    dataSource: shown.data?.items ?? EMPTY,
    // Spinner while the rows on screen belong to another page or search, not on background refreshes.
    loading: shown.placeholder || (shown.fetching && !shown.data),
    pagination: {
      current: list.page,
      pageSize: list.size,
      total,
      showSizeChanger: true,
      pageSizeOptions: PAGE_SIZES.map(String),
      showTotal,
      onChange: (page, size) => update(size !== list.size ? { size, page: undefined } : { page }),
    },
    // A header click sorts on the server (issue 35) and goes back to page 1.
    onChange: (_pagination, _filters, sorter, extra) => {
      if (extra.action === 'sort') update({ sort: sortFromSorter(sorter), page: undefined });
    },
  };

  return {
    tableProps,
    search: searchBox.value,
    setSearch: searchBox.setValue,
    appliedSearch: list.search,
    filters: list.filters,
    setFilter,
    setFilters,
    hasActiveFilters,
    clearFilters,
    isPending: !shown.data && !result.error,
    error: result.error,
    refetch: () => void result.refetch(),
    page: shown.data,
    live: live ? liveList : undefined,
    selection: selectable ? selected : undefined,
    sortColumns: (columns) => sortableColumns(columns, sorts, list.sort),
    query: apiQuery,
  };
}

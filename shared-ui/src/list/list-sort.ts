import type { TableColumnsType, TableProps } from 'antd';
import { columnKey } from './column-view';

/** A list's `sort` value (issue 35): `field` ascending, `-field` descending; absent is the spec's order. */
export type SortValue<S extends readonly string[]> = S[number] | `-${S[number]}`;

/** The `sort` of a URL when its field is in `sorts`; anything else (a stale or hand-edited link) is no sort. */
export function readSort(raw: string | null, sorts: readonly string[] | undefined): string | undefined {
  if (!raw || !sorts) return undefined;
  return sorts.includes(raw.startsWith('-') ? raw.slice(1) : raw) ? raw : undefined;
}

/**
 * The columns with the ones named in `sorts` sortable by the server: antd's `sorter: true` (no
 * sorting of the page in the browser) and `sortOrder` from the URL's `sort`, so the header shows
 * the order the rows came in. Other columns are returned as they are.
 */
export function sortableColumns<T>(columns: TableColumnsType<T>, sorts: readonly string[] | undefined, sort: string | undefined): TableColumnsType<T> {
  if (!sorts?.length) return columns;
  return columns.map((column) => {
    const name = columnKey(column);
    if (name === undefined || !sorts.includes(name)) return column;
    return { ...column, sorter: true, sortOrder: sort === name ? 'ascend' : sort === `-${name}` ? 'descend' : null };
  });
}

type Sorter<T> = Parameters<NonNullable<TableProps<T>['onChange']>>[2];

/** The `sort` a click on a header asks for: antd cycles ascending, descending, then none (undefined). */
export function sortFromSorter<T>(sorter: Sorter<T>): string | undefined {
  const one = Array.isArray(sorter) ? sorter[0] : sorter;
  const name = one?.column ? columnKey(one.column) : undefined;
  if (!name || !one?.order) return undefined;
  return one.order === 'descend' ? `-${name}` : name;
}

import type { TableColumnsType } from 'antd';
import { useSearchParams } from 'react-router';

/** Table densities a list offers (the `density` URL parameter; absent: antd's default, large). */
export const DENSITIES = ['large', 'middle', 'small'] as const;
export type Density = (typeof DENSITIES)[number];

type Column<T> = TableColumnsType<T>[number];

/** A column's name in `cols`, `sort` and the export's `columns`: its `key`, else its `dataIndex` when a string. */
export function columnKey<T>(column: Column<T>): string | undefined {
  if (column.key !== undefined && column.key !== null) return String(column.key);
  const dataIndex = (column as { dataIndex?: unknown }).dataIndex;
  return typeof dataIndex === 'string' ? dataIndex : undefined;
}

/** A column the user can hide or move: named, titled with text, and not the row's actions. */
export function isMovable<T>(column: Column<T>): boolean {
  const key = columnKey(column);
  return key !== undefined && key !== 'actions' && typeof column.title === 'string';
}

export interface ColumnView<T> {
  /** The columns to render: the chosen ones in the chosen order, fixed ones (actions) where declared. */
  columns: TableColumnsType<T>;
  density: Density;
  /** The movable columns' keys in the order shown, and which are visible. */
  order: string[];
  visible: Set<string>;
  /** Writes the visible columns (in order) to the URL; the declared default removes `cols`. */
  setColumns: (visibleInOrder: string[]) => void;
  setDensity: (density: Density) => void;
  reset: () => void;
  /** True when the URL holds a choice of columns or density. */
  customised: boolean;
}

/** What the Columns control reads and changes (the column choice without the rendered columns). */
export type ColumnChoice = Omit<ColumnView<unknown>, 'columns'>;

/**
 * The columns and density a list shows, from the URL (`cols`: the visible columns' keys in order;
 * `density`), so links and saved views keep them (issue 35, shape 1). Unknown keys in `cols` are
 * ignored; a `cols` naming no known column shows the declared default. Columns that cannot move
 * (actions, untitled) keep their declared place at the end or start.
 */
export function useColumnView<T>(declared: TableColumnsType<T>): ColumnView<T> {
  const [params, setParams] = useSearchParams();
  const movable = declared.filter(isMovable);
  const byKey = new Map(movable.map((c) => [columnKey(c)!, c]));
  const chosen = (params.get('cols') ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter((k, i, all) => byKey.has(k) && all.indexOf(k) === i);
  const visible = new Set(chosen.length ? chosen : [...byKey.keys()]);
  const order = chosen.length ? [...chosen, ...[...byKey.keys()].filter((k) => !visible.has(k))] : [...byKey.keys()];
  const rawDensity = params.get('density');
  const density: Density = (DENSITIES as readonly string[]).includes(rawDensity ?? '') ? (rawDensity as Density) : 'large';

  // The shown columns fill the slots movable columns have in the declaration (hidden ones leave
  // theirs out); fixed ones stay put.
  const shown = order.filter((k) => visible.has(k)).map((k) => byKey.get(k)!);
  const columns: TableColumnsType<T> = [];
  let next = 0;
  for (const column of declared) {
    if (!isMovable(column)) columns.push(column);
    else if (next < shown.length) columns.push(shown[next++]!);
  }

  const write = (patch: Record<string, string | undefined>) => {
    const nextParams = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value) nextParams.set(key, value);
      else nextParams.delete(key);
    }
    setParams(nextParams);
  };
  const isDefault = (keys: string[]) => keys.length === byKey.size && keys.every((k, i) => k === [...byKey.keys()][i]);
  return {
    columns,
    density,
    order,
    visible,
    setColumns: (keys) => write({ cols: keys.length === 0 || isDefault(keys) ? undefined : keys.join(',') }),
    setDensity: (value) => write({ density: value === 'large' ? undefined : value }),
    reset: () => write({ cols: undefined, density: undefined }),
    customised: params.has('cols') || params.has('density'),
  };
}

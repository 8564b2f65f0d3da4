import { type TableColumnsType, theme } from 'antd';
import type { ListNoun } from './list-page';
import type { ListSelection } from './use-selection';

/**
 * The checkbox column of a selectable list (useServerTable's `selectable`): native checkboxes in
 * the theme's colour, not antd's row selection, whose Dropdown, Menu, Checkbox and Radio would
 * weigh 66 KB gzip on every list screen (tooling/webpack/table-selection.js). The header box
 * chooses or drops the whole page; half-checked when some of it is chosen.
 */
export function useSelectionColumn<T>(selection: ListSelection | undefined, noun: ListNoun, rows: readonly T[]): TableColumnsType<T>[number] | undefined {
  const { token } = theme.useToken();
  if (!selection) return undefined;
  const style = { width: 16, height: 16, margin: 0, cursor: 'pointer', accentColor: token.colorPrimary };
  const some = rows.some((row) => selection.isSelected(row));
  return {
    key: 'select',
    width: 40,
    title: (
      <input
        type="checkbox"
        aria-label={`Select every ${noun.one} on this page`}
        style={style}
        checked={selection.pageAllSelected}
        disabled={rows.length === 0}
        ref={(box) => {
          if (box) box.indeterminate = some && !selection.pageAllSelected;
        }}
        onChange={(event) => selection.togglePage(event.target.checked)}
      />
    ),
    render: (_: unknown, row: T) => (
      <input
        type="checkbox"
        aria-label={`Select ${noun.one} ${(row as { id?: unknown }).id ?? ''}`.trim()}
        style={style}
        checked={selection.isSelected(row)}
        onChange={(event) => selection.toggle(row, event.target.checked)}
      />
    ),
  };
}

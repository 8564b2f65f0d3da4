import { type TableColumnsType, theme } from 'antd';
import { type CSSProperties, useLayoutEffect, useRef } from 'react';
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
      <PageBox
        label={`Select every ${noun.one} on this page`}
        style={style}
        checked={selection.pageAllSelected}
        indeterminate={some && !selection.pageAllSelected}
        disabled={rows.length === 0}
        onChange={(on) => selection.togglePage(on)}
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

interface PageBoxProps {
  label: string;
  style: CSSProperties;
  checked: boolean;
  indeterminate: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}

/**
 * The header's page checkbox. antd's Table also renders every column title into a hidden
 * measuring row (aria-hidden); the copy there is taken out of the tab order, so no focusable
 * control hides from assistive technology (axe's aria-hidden-focus).
 */
function PageBox({ label, style, checked, indeterminate, disabled, onChange }: PageBoxProps) {
  const box = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (!box.current) return;
    box.current.indeterminate = indeterminate;
    if (box.current.closest('[aria-hidden="true"]')) box.current.tabIndex = -1;
  });
  return (
    <input
      ref={box}
      type="checkbox"
      aria-label={label}
      style={style}
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}

// Replaces antd's Table row selection in the browser builds (see create-config.cjs): antd's
// useSelection imports Dropdown (with Menu), Checkbox, Radio and the tree helpers on every list
// screen. Selectable lists use ListPage's own checkbox column (shared-ui/src/list/selection-column.tsx).
// A table given `rowSelection` fails loudly instead of rendering without its checkboxes.
import * as React from 'react';

export const SELECTION_COLUMN = {};
export const SELECTION_ALL = 'SELECT_ALL';
export const SELECTION_INVERT = 'SELECT_INVERT';
export const SELECTION_NONE = 'SELECT_NONE';

const NONE_SELECTED = new Set();
const withoutSelectionColumn = (columns) => columns.filter((column) => column !== SELECTION_COLUMN);

/** Same signature as antd's: [transformColumns, selectedKeySet]; without rowSelection antd does exactly this. */
export default function useSelection(_config, rowSelection) {
  if (rowSelection)
    throw new Error('antd Table row selection is not part of this admin kit: use useServerTable({ selectable: true }) (ListPage adds the checkboxes).');
  return [withoutSelectionColumn, NONE_SELECTED];
}

void React;

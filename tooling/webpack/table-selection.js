// Replaces antd's Table row selection in the browser builds (see create-config.cjs). No list of
// this admin selects rows (actions are per row), yet antd's useSelection imports Dropdown (with
// Menu), Checkbox, Radio and the tree helpers on every list screen. A table given `rowSelection`
// fails loudly instead of rendering without its checkboxes.
import * as React from 'react';

export const SELECTION_COLUMN = {};
export const SELECTION_ALL = 'SELECT_ALL';
export const SELECTION_INVERT = 'SELECT_INVERT';
export const SELECTION_NONE = 'SELECT_NONE';

const NONE_SELECTED = new Set();
const withoutSelectionColumn = (columns) => columns.filter((column) => column !== SELECTION_COLUMN);

/** Same signature as antd's: [transformColumns, selectedKeySet]; without rowSelection antd does exactly this. */
export default function useSelection(_config, rowSelection) {
  if (rowSelection) throw new Error('Table row selection is not part of this admin kit: act on rows with per-row actions.');
  return [withoutSelectionColumn, NONE_SELECTED];
}

void React;

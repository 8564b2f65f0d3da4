// Replaces antd's Table column-filter dropdown in the browser builds (see create-config.cjs).
// Lists here keep their filters in the toolbar, in the URL (shared-ui's useServerTable), so no
// column declares `filters`; the dropdown would still ship Menu, Tree and Dropdown (about 25 KB
// gzip) on every list screen. A column that declares `filters` fails loudly instead of silently.
import * as React from 'react';

/** Same as antd's: every value of a filter tree, depth first (antd's useFilter calls it). */
export function flattenKeys(filters) {
  const keys = [];
  (filters || []).forEach(({ value, children }) => {
    keys.push(value);
    if (children) keys.push(...flattenKeys(children));
  });
  return keys;
}

export default function FilterDropdown() {
  throw new Error('Table column filters are not part of this admin kit: put the filter in the list toolbar (useServerTable filters).');
}

void React;

/**
 * `@mv-admin/shared-ui/list`: one way to build a list screen (ListPage + useServerTable, state in
 * the URL), its filters and row controls, and the antd pieces a list uses. Form dialogs are in
 * `/form`: load them lazily from a list page so the list does not wait for the form code.
 */
export { Input, Switch, Table } from 'antd';
export { Select } from './lazy-select';
export type { SelectProps, TableColumnsType, TableProps } from 'antd';
export {
  useServerTable,
  LIST_FALLBACK_POLL_MS,
  type UseServerTableOptions,
  type ServerTable,
  type ServerTableView,
  type ServerTableQuery,
} from './use-server-table';
export { ListPage, type ListPageProps, type ListNoun } from './list-page';
export { PAGE_SIZES, DEFAULT_PAGE_SIZE, readListQuery, writeListQuery, type ListQuery, type FilterSchema } from './list-query';
export { readSort, sortableColumns, sortFromSorter, type SortValue } from './list-sort';
export { ActiveFilter, type ActiveFilterValue, ChoiceFilter, type ChoiceFilterProps } from './active-filter';
export { listFilter, listFilters } from './list-filters';
export { ActiveSwitch, type ActiveSwitchProps } from './active-switch';
export { useFormModal } from './use-form-modal';
export type { BulkAction } from './bulk-bar';
export { activeBulkActions } from './active-bulk-actions';
export type { BulkTarget, ListSelection } from './use-selection';

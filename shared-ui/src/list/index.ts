export { useServerTable, type UseServerTableOptions, type ServerTable, type ServerTableView, type ServerTableQuery } from './use-server-table';
export { ListPage, type ListPageProps, type ListNoun } from './list-page';
export { PAGE_SIZES, DEFAULT_PAGE_SIZE, readListQuery, writeListQuery, type ListQuery, type FilterSchema } from './list-query';
export { ActiveFilter, type ActiveFilterValue } from './active-filter';
export { listFilter, listFilters } from './list-filters';

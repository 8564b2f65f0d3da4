/**
 * shared-ui: the UI kit every remote uses (ARCHITECTURE §2). antd components come through here;
 * the project's own blocks are listed below by concern. Test helpers live in
 * `@mv-admin/shared-ui/testing`, outside this entry, so they never reach a bundle.
 */
export * from './antd';
export { formatMvr, centsToMvr, mvrToCents, formatDate, formatDateTime, type DateInput } from './format';
export { sanitizeText, SANITIZE_LIMITS, type SanitizePreset } from './sanitize';
export {
  useServerTable,
  ListPage,
  PAGE_SIZES,
  DEFAULT_PAGE_SIZE,
  type UseServerTableOptions,
  type ServerTable,
  type ServerTableView,
  type ServerTableQuery,
  type ListPageProps,
  type ListNoun,
  ActiveFilter,
  type ActiveFilterValue,
  listFilter,
  listFilters,
} from './list';
export { ErrorState, LoadingState, type ErrorStateProps } from './feedback';
export {
  EntityFormModal,
  ActiveSwitch,
  MvrInput,
  useFormModal,
  zodRule,
  zodFormRule,
  zodFieldError,
  issuesToFieldErrors,
  validateWithSchema,
  type EntityFormModalProps,
  type ActiveSwitchProps,
  type MvrInputProps,
  type FieldErrors,
  type InputSchema,
} from './form';
export {
  toAtollGroupedOptions,
  toAtollOptions,
  filterAtollIslandOption,
  type AtollGroupOption,
  type IslandOption,
  IslandSelect,
  type IslandSelectProps,
  useAtollIslandSelect,
  atollIslandSelectKey,
} from './locations';

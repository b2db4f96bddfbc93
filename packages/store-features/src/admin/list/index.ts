export { AdminBulkBar, type AdminBulkBarProps } from './admin-bulk-bar';
export { type AdminBulkFailure, AdminBulkFailures, type AdminBulkFailuresProps } from './admin-bulk-failures';
export {
  type AdminColumn,
  AdminDataTable,
  type AdminDataTableProps,
  type AdminSelection,
} from './admin-data-table';
export { AdminListEmpty, type AdminListEmptyProps } from './admin-list-empty';
export { AdminListPagination, type AdminListPaginationProps } from './admin-list-pagination';
export {
  type AdminListChange,
  type AdminListFilterParser,
  type AdminListFilters,
  type AdminListQuery,
  adminListRequest,
  changeAdminListQuery,
  clearAdminListFilters,
  defaultAdminListQuery,
  hasAdminListFilters,
  oneOf,
  parseAdminListQuery,
  serializeAdminListQuery,
  slugFilter,
} from './admin-list-query';
export {
  type AdminListFilterControl,
  AdminListToolbar,
  type AdminListToolbarProps,
} from './admin-list-toolbar';
export { focusWhenLost } from './focus-when-lost';
export { saveFile } from './save-file';
export {
  type AdminListQueryChange,
  type AdminListQueryState,
  useAdminListQuery,
} from './use-admin-list-query';
export { ADMIN_SEARCH_DEBOUNCE_MS, type DebouncedSearch, useDebouncedSearch } from './use-debounced-search';

export { AdminBulkBar, type AdminBulkBarProps } from './admin-bulk-bar';
export { type AdminBulkFailure, AdminBulkFailures, type AdminBulkFailuresProps } from './admin-bulk-failures';
export {
  type AdminColumn,
  AdminDataTable,
  type AdminDataTableProps,
  type AdminSelection,
} from './admin-data-table';
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
export { AdminListScreen, type AdminListScreenProps } from './admin-list-screen';
export {
  type AdminListFilterControl,
  AdminListToolbar,
  type AdminListToolbarProps,
} from './admin-list-toolbar';
export { type BulkToast, bulkToast } from './bulk-toast';
export { filterControl } from './filter-control';
export { focusWhenLost } from './focus-when-lost';
export { saveFile } from './save-file';
export { type AdminListSource, type AdminListState, useAdminList } from './use-admin-list';
export {
  type AdminListQueryChange,
  type AdminListQueryState,
  useAdminListQuery,
} from './use-admin-list-query';
export { type BulkActionSetup, type BulkConfirmation, useBulkAction } from './use-bulk-action';
export { ADMIN_SEARCH_DEBOUNCE_MS, type DebouncedSearch, useDebouncedSearch } from './use-debounced-search';
export { type PageSelection, usePageSelection } from './use-page-selection';

export { useAdminApi } from './use-admin-api';

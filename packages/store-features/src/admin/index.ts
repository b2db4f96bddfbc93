export { AdminDashboardPage } from './dashboard';
export {
  AdminLayout,
  type AdminLayoutProps,
  type AdminSection,
  adminSections,
  currentAdminSection,
} from './layout';
export { useAdminApi } from './use-admin-api';

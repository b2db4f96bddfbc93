export { AdminDashboardPage } from './admin-dashboard-page';

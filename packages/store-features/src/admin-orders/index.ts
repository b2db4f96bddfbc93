export { AdminOrdersPage, type AdminOrdersPageProps } from './admin-orders-page';
export { preloadAdminOrdersPage } from './admin-orders-read';

export { AdminOrdersPage, type AdminOrdersPageProps } from './admin-orders-page';

export { AdminOrderDetailPage, type AdminOrderDetailPageProps } from './admin-order-detail-page';

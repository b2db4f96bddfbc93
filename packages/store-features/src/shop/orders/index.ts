export { MyOrdersPage, type MyOrdersPageProps } from './my-orders-page';
export type { OrderCustomer } from './order-confirmation-details';
export {
  OrderConfirmationPage,
  type OrderConfirmationPageProps,
  type PlacedOrder,
} from './order-confirmation-page';
export { OrderDetailPage, type OrderDetailPageProps } from './order-detail-page';

export { asksBeforeStatus, CANCEL_ORDER_MESSAGE, CancelOrderDialog } from './cancel-order-dialog';
export { useAdminApi } from './use-admin-api';

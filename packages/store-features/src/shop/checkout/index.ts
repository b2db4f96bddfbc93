export { CheckoutPage, type CheckoutPageProps } from './checkout-page';
export type { CheckoutCustomer } from './order-payload';

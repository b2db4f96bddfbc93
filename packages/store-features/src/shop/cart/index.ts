export { CartPage, type CartPageProps } from './cart-page';
export { cartSummary, lineTotalCents, quantityChange } from './cart-summary';
export { useAddToCart } from './use-add-to-cart';

/**
 * The shopper screens that load as a chunk of their own (spec section 2): each route's path and its module in
 * this folder. The router builds those routes from this table, and the build (route-pages-plugin.ts) writes
 * each one an HTML page naming the files it needs, so a visit that starts there fetches them beside the app's
 * own script instead of after it. Plain data: the build reads it in Node.
 */
export const LAZY_SHOPPER_ROUTES = [
  { path: '/products', module: 'products-route' },
  { path: '/product/:id', module: 'product-route' },
  { path: '/cart', module: 'cart-route' },
  { path: '/checkout', module: 'checkout-route' },
  { path: '/profile', module: 'account-route' },
  { path: '/login', module: 'login-route' },
  { path: '/register', module: 'register-route' },
  { path: '/forgot-password', module: 'forgot-password-route' },
  { path: '/reset-password', module: 'reset-password-route' },
  { path: '/unsubscribe', module: 'unsubscribe-route' },
  { path: '/verify-email', module: 'verify-email-route' },
  { path: '/orders', module: 'my-orders-route' },
  { path: '/order-confirmation/:orderId?', module: 'order-confirmation-route' },
  { path: '/order/:id', module: 'order-detail-route' },
  { path: '/wishlist', module: 'wishlist-route' },
  { path: '/comparison', module: 'comparison-route' },
] as const;

export type LazyShopperPath = (typeof LAZY_SHOPPER_ROUTES)[number]['path'];

/**
 * The name of the page the build writes for a route, and the server picks for a request: the path's first
 * segment ('/product/:id' -> 'product'). The server knows no routes; it only looks for `pages/<segment>.html`.
 */
export function routePageName(path: string): string {
  return path.split('/')[1] ?? '';
}

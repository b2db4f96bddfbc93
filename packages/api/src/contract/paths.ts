/*
 * The map of the API (api.md): every path and path builder, shared by the server's routes and the client.
 * Free of zod on purpose: the browser's first visit needs these, never the schemas.
 */

const segment = (id: string) => encodeURIComponent(id);

/* Health */

export const HEALTH_PATH = '/api/health';
/** Liveness: answers as long as the process serves requests, without asking the database. */
export const LIVENESS_PATH = '/api/health/live';
/**
 * Readiness: whether this process can serve the store now (its database answers with every migration it
 * expects, and Redis when configured), for a load balancer choosing where to send requests.
 */
export const READINESS_PATH = '/api/health/ready';

/* Accounts */

export const REGISTER_PATH = '/api/auth/register';
export const LOGIN_PATH = '/api/auth/login';
export const ME_PATH = '/api/auth/me';
export const PROFILE_PATH = '/api/auth/profile';
export const CHANGE_PASSWORD_PATH = '/api/auth/change-password';
export const PREFERENCES_PATH = '/api/auth/preferences';
export const ACCOUNT_PATH = '/api/auth/account';
export const FORGOT_PASSWORD_PATH = '/api/auth/forgot-password';
export const RESET_PASSWORD_PATH = '/api/auth/reset-password';
export const VERIFY_EMAIL_PATH = '/api/auth/verify-email';
/** Signed in: a new verification link for the caller's own address. */
export const RESEND_VERIFICATION_PATH = '/api/auth/resend-verification';

/* One-click unsubscribe (issue 40) */

/**
 * The web app's page a mail's unsubscribe link opens (`?token=…`). The same address takes the one-click POST
 * of mailbox providers (RFC 8058), so List-Unsubscribe names it and a GET of it changes nothing.
 */
export const UNSUBSCRIBE_PAGE_PATH = '/unsubscribe';
/** The page's button: `{ token }` turns that preference off, no sign-in needed. */
export const UNSUBSCRIBE_PATH = '/api/unsubscribe';

/* Catalogue */

export const PRODUCTS_PATH = '/api/products';
export const FEATURED_PRODUCTS_PATH = '/api/products/featured';
export const SEARCH_SUGGESTIONS_PATH = '/api/products/search-suggestions';

export function productPath(id: string): string {
  return `${PRODUCTS_PATH}/${segment(id)}`;
}

export function productReviewsPath(id: string): string {
  return `${productPath(id)}/reviews`;
}

/* Cart, wishlist and comparison */

export const CART_PATH = '/api/cart';
export const CART_ADD_PATH = '/api/cart/add';
export const CART_UPDATE_PATH = '/api/cart/update';
export const CART_CLEAR_PATH = '/api/cart/clear';

export function cartRemovePath(productId: string): string {
  return `/api/cart/remove/${segment(productId)}`;
}

export const WISHLIST_PATH = '/api/user/wishlist';
export const WISHLIST_ADD_PATH = '/api/user/wishlist/add';

export function wishlistRemovePath(productId: string): string {
  return `/api/user/wishlist/remove/${segment(productId)}`;
}

export const COMPARE_PATH = '/api/user/compare';
/** The signed-in shopper's own reviews of given products (beyond the spec). */
export const MY_REVIEWS_PATH = '/api/user/reviews';

/* Orders */

export const ORDERS_PATH = '/api/orders';
export const MY_ORDERS_PATH = '/api/orders/my-orders';
export const CLEAR_ORDER_HISTORY_PATH = '/api/orders/clear-history';
export const orderPath = (id: string) => `${ORDERS_PATH}/${segment(id)}`;
/** A discount code priced on the caller's cart or a given subtotal (beyond the spec, issue 17). */
export const COUPON_PREVIEW_PATH = '/api/coupons/preview';

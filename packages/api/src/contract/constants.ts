/** Business constants and limits of spec section 9, shared by the server and the screens. */

/** Every call gives up after this long (spec section 7). */
export const API_TIMEOUT_MS = 10_000;

/** The largest request body the server reads (api.md: bodies over 1 MiB are refused with 413). */
export const MAX_BODY_BYTES = 1024 * 1024;

/** Start-up health check: how many attempts before the store says the service is unavailable. */
export const HEALTH_CHECK_MAX_ATTEMPTS = 10;

/** What the wake-up screen promises, in seconds ('This may take up to 30 seconds.'). */
export const HEALTH_CHECK_PROMISED_SECONDS = 30;

/** 1 USD = 83.25 INR; USD shows 2 decimals, INR none. */
export const USD_TO_INR = 83.25;

/** Flat shipping on every order, in cents (the promo's free shipping over $50 is not applied). */
export const SHIPPING_FLAT_CENTS = 1000;

/** Tax as a percentage of the subtotal, rounded half-up to the cent. */
export const TAX_RATE_PERCENT = 8;

export const COUNTRY = 'US';

/** The card payment provider's lowercase identifier, fixed for every order. */
export const PAYMENT_METHOD = 'stripe';

export const COMPARE_MAX_PRODUCTS = 4;

export const CATALOGUE_PAGE_SIZE = 12;
export const CATALOGUE_MAX_PAGE_SIZE = 48;
export const MY_ORDERS_PAGE_SIZE = 10;
export const ADMIN_PAGE_SIZE = 10;

export const FEATURED_PRODUCTS_MAX = 8;
export const RELATED_PRODUCTS_MAX = 4;

export const SEARCH_SUGGESTIONS_DEBOUNCE_MS = 300;
export const SEARCH_SUGGESTIONS_MIN_CHARS = 2;
export const SEARCH_SUGGESTIONS_MAX = 5;

export const LOW_STOCK_DEFAULT_THRESHOLD = 10;

export const PASSWORD_MIN_LENGTH = 6;

export const REVIEW_COMMENT_MAX_LENGTH = 1000;

/** My Orders shows each order's first items, then '+N more'. */
export const ORDER_LIST_PREVIEW_ITEMS = 3;

export const COUPON_DEFAULT_USER_LIMIT = 1;
export const COUPON_PERCENTAGE_MAX = 100;

export const PRODUCT_SORTS = ['newest', 'price_asc', 'price_desc', 'rating', 'popular'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const PRODUCT_STATUS_FILTERS = ['active', 'inactive'] as const;

/** The catalogue's price filter: All Prices, Under $50, $50-$200, Over $200 (in dollars, as the query sends them). */
export const PRICE_BANDS = [
  { id: 'all', label: 'All Prices', minPrice: undefined, maxPrice: undefined },
  { id: 'under-50', label: 'Under $50', minPrice: undefined, maxPrice: 50 },
  { id: '50-200', label: '$50-$200', minPrice: 50, maxPrice: 200 },
  { id: 'over-200', label: 'Over $200', minPrice: 200, maxPrice: undefined },
] as const;

export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

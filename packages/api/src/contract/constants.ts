/*
 * Business constants, limits and enumerations (spec section 9), shared by the server, the schemas and the
 * screens. Free of zod on purpose: a screen that needs a limit never downloads the schemas.
 */

/** Every call gives up after this long (spec section 7). */
export const API_TIMEOUT_MS = 10_000;

/** The largest request body the server reads (api.md: bodies over 1 MiB are refused with 413). */
export const MAX_BODY_BYTES = 1024 * 1024;

/** How deep a JSON body may nest (objects and arrays): far more than any body of this API needs. */
export const JSON_MAX_DEPTH = 64;

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

/**
 * The stock is the real limit on a cart line (409 'Only N items available in stock'); this bound only keeps
 * a quantity a number the database can add up.
 */
export const CART_QUANTITY_MAX = 1_000_000;

export const ORDER_MAX_LINES = 50;
export const ORDER_LINE_MAX_QUANTITY = 999;

/** The header that makes a retried submit answer the first order instead of placing a second one. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;
/** Set on the answer to a retried submit: the order is the one the first submit placed, nothing new happened. */
export const IDEMPOTENT_REPLAY_HEADER = 'Idempotent-Replayed';

export const CATALOGUE_PAGE_SIZE = 12;
export const CATALOGUE_MAX_PAGE_SIZE = 48;
export const MY_ORDERS_PAGE_SIZE = 10;
export const MY_ORDERS_MAX_PAGE_SIZE = 50;
export const ADMIN_PAGE_SIZE = 10;
export const ADMIN_MAX_PAGE_SIZE = 100;

export const FEATURED_PRODUCTS_MAX = 8;
export const RELATED_PRODUCTS_MAX = 4;

export const SEARCH_SUGGESTIONS_DEBOUNCE_MS = 300;
export const SEARCH_SUGGESTIONS_MIN_CHARS = 2;
export const SEARCH_SUGGESTIONS_MAX = 5;
/** Longer search text is not a search a person typed. */
export const SEARCH_TEXT_MAX_LENGTH = 200;

/** The category filter's value meaning "no category" (the 'All' chip), as is an empty one. */
export const ALL_CATEGORIES = 'all';
/** The admin lists' "All ..." option: like an empty value, it is no filter. */
export const ALL_FILTER = 'all';

export const LOW_STOCK_DEFAULT_THRESHOLD = 10;

export const PASSWORD_MIN_LENGTH = 6;
/** argon2 takes any length, but a megabyte "password" is an attack, not a secret. */
export const PASSWORD_MAX_LENGTH = 1024;
export const NAME_MAX_LENGTH = 50;
export const PHONE_MAX_LENGTH = 20;
/** RFC 5321's limit on a forward path. */
export const EMAIL_MAX_LENGTH = 254;

export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_COMMENT_MAX_LENGTH = 1000;

export const PRODUCT_IMAGES_MAX = 20;
export const PRODUCT_LIST_ITEMS_MAX = 50;
export const PRODUCT_SPECIFICATIONS_MAX = 50;

/** My Orders shows each order's first items, then '+N more'. */
export const ORDER_LIST_PREVIEW_ITEMS = 3;

export const COUPON_DEFAULT_USER_LIMIT = 1;
export const COUPON_PERCENTAGE_MAX = 100;
/** The longest coupon code the admin form and a shopper's discount code field take. */
export const COUPON_CODE_MAX_LENGTH = 50;

export const COUPON_TYPES = ['percentage', 'fixed'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

/** The coupon's display status (spec section 4), the admin table's Status column. */
export const COUPON_STATUSES = ['Inactive', 'Scheduled', 'Expired', 'Used Up', 'Active'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

export const PRODUCT_SORTS = ['newest', 'price_asc', 'price_desc', 'rating', 'popular'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const PRODUCT_STATUS_FILTERS = ['active', 'inactive'] as const;
/**
 * The admin products list's stock filter: 'low' has some left, at or under the product's low-stock threshold;
 * 'out' has none. The same split as the analytics' Inventory Alerts, whose link opens the low ones.
 */
export const PRODUCT_STOCK_FILTERS = ['low', 'out'] as const;

/** The catalogue's price filter: All Prices, Under $50, $50-$200, Over $200 (in dollars, as the query sends them). */
export const PRICE_BANDS = [
  { id: 'all', label: 'All Prices', minPrice: undefined, maxPrice: undefined },
  { id: 'under-50', label: 'Under $50', minPrice: undefined, maxPrice: 50 },
  { id: '50-200', label: '$50-$200', minPrice: 50, maxPrice: 200 },
  { id: 'over-200', label: 'Over $200', minPrice: 200, maxPrice: undefined },
] as const;

export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_EVENT_TYPES = ['placed', 'status_changed', 'payment_confirmed'] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/* The admin dashboard, analytics and sales report (spec section 2) */

export const DASHBOARD_RECENT_ORDERS = 5;
export const DASHBOARD_LOW_STOCK_PRODUCTS = 10;
export const DASHBOARD_TOP_SELLERS = 5;

/** The analytics period selector: Last 7 days, Last 30 days, Last 3 months, Last year. */
export const ANALYTICS_PERIODS = [7, 30, 90, 365] as const;
export type AnalyticsDays = (typeof ANALYTICS_PERIODS)[number];
export const ANALYTICS_DEFAULT_DAYS: AnalyticsDays = 30;
/** A custom analytics range (from, to) is at most two years of days, a leap day included. */
export const ANALYTICS_MAX_RANGE_DAYS = 731;
/** How many products, and how many customers, the rankings of a period list (Product performance, Customer insights). */
export const ANALYTICS_RANKING_SIZE = 10;

/** The sales report's columns, in order (the CSV's header row). */
export const SALES_REPORT_COLUMNS = [
  'Order Number',
  'Date',
  'Customer',
  'Email',
  'Status',
  'Paid',
  'Items',
  'Subtotal',
  'Discount',
  'Coupon Code',
  'Tax',
  'Shipping',
  'Total',
] as const;

/** Products one bulk action may name: a list page at its largest. */
export const BULK_ACTION_MAX_PRODUCTS = ADMIN_MAX_PAGE_SIZE;
export const BULK_PRODUCT_ACTIONS = ['activate', 'deactivate', 'delete'] as const;
export type BulkProductAction = (typeof BULK_PRODUCT_ACTIONS)[number];

/**
 * The catalogue's CSV columns, in order (export writes them, import reads them by name). List cells (images,
 * features, tags, specifications) hold one entry per line: an image as its URL then, after a space, its alt
 * text; a specification as 'Name: value'. category is the category's slug; isActive and isFeatured are
 * true or false; prices are dollars.
 */
export const PRODUCT_CSV_COLUMNS = [
  'sku',
  'name',
  'brand',
  'category',
  'subcategory',
  'description',
  'price',
  'comparePrice',
  'stock',
  'lowStockThreshold',
  'isActive',
  'isFeatured',
  'images',
  'features',
  'tags',
  'specifications',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];
/** Columns an import cannot do without; the others take the product form's defaults when absent. */
export const PRODUCT_CSV_REQUIRED_COLUMNS = [
  'sku',
  'name',
  'brand',
  'category',
  'subcategory',
  'description',
  'price',
  'stock',
] as const satisfies readonly ProductCsvColumn[];
/** Rows one import may hold (a header row aside); the whole file is one transaction. */
export const PRODUCT_IMPORT_MAX_ROWS = 20_000;
/** The largest CSV an import takes, in bytes of UTF-8 (the JSON body that carries it may be a little larger). */
export const PRODUCT_IMPORT_MAX_BYTES = 16 * 1024 * 1024;
export const PRODUCT_IMPORT_ACTIONS = ['create', 'update', 'unchanged', 'invalid'] as const;
export type ProductImportAction = (typeof PRODUCT_IMPORT_ACTIONS)[number];
/** The file name an export downloads as. */
export const PRODUCTS_EXPORT_FILE_NAME = 'products.csv';

/* The order tools (issue 14): bulk status, internal notes, the orders as CSV */

/** Orders one bulk status change may name: a list page at its largest. */
export const BULK_ORDER_MAX_ORDERS = ADMIN_MAX_PAGE_SIZE;
/** An internal note's longest text, in characters after trimming. */
export const ORDER_NOTE_MAX_LENGTH = 2000;
/**
 * The orders export's columns, in order (the CSV's header row): the sales report's, plus when the order was
 * paid and delivered (empty when not yet). Dates are ISO-8601 UTC; Paid is Yes or No; money is dollars.
 */
export const ORDER_CSV_COLUMNS = [
  'Order Number',
  'Date',
  'Customer',
  'Email',
  'Status',
  'Paid',
  'Paid At',
  'Delivered At',
  'Items',
  'Subtotal',
  'Discount',
  'Coupon Code',
  'Tax',
  'Shipping',
  'Total',
] as const;

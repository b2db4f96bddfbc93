import { COMPARE_MAX_PRODUCTS, ORDER_NOTE_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import { MAIL_PREFERENCE_EMAILS, type MailPreference } from './mail-preferences';

/*
 * Messages the server is the source of (spec section 8, api.md); screens show them as they come and tests
 * expect them word for word. Free of zod on purpose: a screen that shows one never downloads the schemas.
 */

/* Accounts */

export const REGISTERED_MESSAGE = 'Registration successful';
export const EMAIL_TAKEN_MESSAGE = 'User already exists with this email';
export const LOGGED_IN_MESSAGE = 'Login successful';
/** The one answer for an unknown email, a wrong password and a deleted account alike. */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid credentials';
export const TOO_MANY_LOGIN_ATTEMPTS_MESSAGE = 'Too many login attempts, please try again later';
export const TOO_MANY_REGISTRATIONS_MESSAGE =
  'Too many accounts created from this address, please try again later';
export const PROFILE_UPDATED_MESSAGE = 'Profile updated successfully';
export const PREFERENCES_UPDATED_MESSAGE = 'Preferences updated successfully';
export const PASSWORD_CHANGED_MESSAGE = 'Password changed successfully';
export const CURRENT_PASSWORD_INCORRECT_MESSAGE = 'Current password is incorrect';
export const PASSWORD_INCORRECT_MESSAGE = 'Password is incorrect';
export const ACCOUNT_DELETED_MESSAGE = 'Account deleted successfully';
export const LAST_ADMIN_MESSAGE = 'The last administrator cannot delete their account';
/** The same answer whether or not an account has that email. */
export const RESET_LINK_SENT_MESSAGE = 'If an account exists for that email, a reset link has been sent.';
export const TOO_MANY_RESET_REQUESTS_MESSAGE = 'Too many password reset requests, please try again later';
export const PASSWORD_RESET_MESSAGE = 'Password has been reset. You can now log in.';
export const INVALID_RESET_TOKEN_MESSAGE = 'Invalid or expired reset token';
export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`;

/* Email verification (issue 40) */

export const EMAIL_VERIFIED_MESSAGE = 'Email verified successfully';
/** The one answer for a used, expired or made-up link: only a new link helps. */
export const INVALID_VERIFICATION_TOKEN_MESSAGE = 'This verification link is invalid or has expired';
/** The same answer whether a mail went or the address is verified already. */
export const VERIFICATION_LINK_SENT_MESSAGE = 'If your email still needs verifying, a new link is on its way';
export const TOO_MANY_VERIFICATION_REQUESTS_MESSAGE =
  'Too many verification emails asked for, please try again later';

/* One-click unsubscribe (issue 40): every mail that is not about security can be stopped from a link in it */

export const INVALID_UNSUBSCRIBE_TOKEN_MESSAGE = 'This unsubscribe link is invalid';
export const TOO_MANY_UNSUBSCRIBE_REQUESTS_MESSAGE = 'Too many unsubscribe requests, please try again later';
/** 'You will no longer receive order update emails' */
export const unsubscribedMessage = (preference: MailPreference) =>
  `You will no longer receive ${MAIL_PREFERENCE_EMAILS[preference]}`;

/* Cart, comparison and orders (api.md "Placing an order") */

/** Why a quantity was refused: the cart and the order say it the same way. */
export function stockLimitMessage(stock: number): string {
  return stock <= 0 ? 'Product is out of stock' : `Only ${stock} items available in stock`;
}
export const COMPARE_LIMIT_MESSAGE = `Cannot compare more than ${COMPARE_MAX_PRODUCTS} products`;
export const ORDER_NOT_FOUND_MESSAGE = 'Order not found';
export const PRICES_CHANGED_MESSAGE = 'Prices have changed, please review your order';
export const IDEMPOTENCY_KEY_REUSED_MESSAGE = 'Idempotency-Key was already used for a different order';
export const ORDER_HISTORY_CLEARED_MESSAGE = 'Order history cleared successfully';
export const productUnavailableMessage = (name: string) => `Product ${name} is no longer available`;

/* Administration: catalogue */

export const PRODUCT_CREATED_MESSAGE = 'Product created successfully';
export const PRODUCT_UPDATED_MESSAGE = 'Product updated successfully';
export const PRODUCT_DELETED_MESSAGE = 'Product deleted successfully';
export const PRODUCT_NOT_FOUND_MESSAGE = 'Product not found';
export const SKU_TAKEN_MESSAGE = 'A product with this SKU already exists';
export const UNKNOWN_CATEGORY_MESSAGE = 'Category does not exist';
export const CATEGORY_CREATED_MESSAGE = 'Category created successfully';
export const CATEGORY_UPDATED_MESSAGE = 'Category updated successfully';
export const CATEGORY_DELETED_MESSAGE = 'Category deleted successfully';
export const CATEGORY_NOT_FOUND_MESSAGE = 'Category not found';
export const CATEGORY_NAME_TAKEN_MESSAGE = 'A category with this name already exists';
export const categoryInUseMessage = (products: number) =>
  `Category is still used by ${products} ${products === 1 ? 'product' : 'products'}`;
export const COUPON_CREATED_MESSAGE = 'Coupon created successfully';
export const COUPON_UPDATED_MESSAGE = 'Coupon updated successfully';
export const COUPON_DELETED_MESSAGE = 'Coupon deleted successfully';
export const COUPON_NOT_FOUND_MESSAGE = 'Coupon not found';
export const COUPON_CODE_TAKEN_MESSAGE = 'A coupon with this code already exists';
/* Emailing a coupon to the subscribers of promotional emails (issue 40) */
export const subscribersText = (count: number) => `${count} ${count === 1 ? 'subscriber' : 'subscribers'}`;
export const couponEmailedMessage = (code: string, count: number) =>
  `Coupon ${code} emailed to ${subscribersText(count)}`;
export const COUPON_MAILING_INACTIVE_MESSAGE = 'This coupon is inactive: activate it before emailing it';
export const COUPON_MAILING_EXPIRED_MESSAGE = 'This coupon has expired: it can no longer be emailed';
export const COUPON_MAILING_USED_UP_MESSAGE = 'This coupon has been fully used: it can no longer be emailed';
export const NO_PROMOTION_SUBSCRIBERS_MESSAGE = 'No subscriber has opted in to promotional emails';
/** Another send went out since the admin looked (a double click, a retry, a second admin). */
export const COUPON_EMAILED_MEANWHILE_MESSAGE =
  'This coupon was emailed meanwhile: check when it last went out, then confirm again';
export const USER_ROLE_UPDATED_MESSAGE = 'User role updated successfully';
export const USER_NOT_FOUND_MESSAGE = 'User not found';
export const LAST_ADMIN_DEMOTION_MESSAGE = 'The last administrator cannot be demoted';

/* Administration: orders and analytics (and the refusals of the store's own rules) */

export const ORDER_STATUS_UPDATED_MESSAGE = 'Order status updated successfully';
export const PAYMENT_CONFIRMED_MESSAGE = 'Payment confirmed successfully';
export const CANCELLED_ORDER_REOPEN_MESSAGE = 'A cancelled order cannot be reopened';
export const CANCELLED_ORDER_PAYMENT_MESSAGE = 'A cancelled order cannot be paid';
export const PAYMENT_IRREVERSIBLE_MESSAGE = 'A payment can only be confirmed, never undone';
export const ANALYTICS_DAYS_MESSAGE = 'days must be 7, 30, 90 or 365';
export const ANALYTICS_DATE_MESSAGE = 'from and to must be dates written YYYY-MM-DD';
export const ANALYTICS_YEARS_MESSAGE = 'from and to must be dates from 1970 to 9999';
export const ANALYTICS_RANGE_PAIR_MESSAGE = 'A range needs both from and to, and no days';
export const ANALYTICS_RANGE_ORDER_MESSAGE = 'from must not be after to';
export const ANALYTICS_RANGE_LENGTH_MESSAGE = 'A range can be at most 2 years (731 days)';

/* Administration: catalogue tools */

export const STOCK_UPDATED_MESSAGE = 'Stock updated successfully';
const productsCount = (count: number) => `${count} ${count === 1 ? 'product' : 'products'}`;
/** The bulk action's answer: how many it changed ('3 products deactivated'). */
export const bulkProductsMessage = (action: 'activate' | 'deactivate' | 'delete', count: number) =>
  `${productsCount(count)} ${{ activate: 'activated', deactivate: 'deactivated', delete: 'deleted' }[action]}`;
export const productsImportedMessage = (created: number, updated: number) =>
  `Import complete: ${created} created, ${updated} updated`;
export const importHasErrorsMessage = (invalidRows: number) =>
  `${invalidRows} ${invalidRows === 1 ? 'row has' : 'rows have'} errors; nothing was imported`;
export const IMPORT_EMPTY_MESSAGE = 'The CSV has no product rows';
/** Why an import's file is refused whole (400): the header's columns, its size, or text that is not CSV. */
export const importMissingColumnsMessage = (columns: readonly string[]) =>
  `The CSV is missing required ${columns.length === 1 ? 'column' : 'columns'}: ${columns.join(', ')}`;
export const importUnknownColumnsMessage = (columns: readonly string[], known: readonly string[]) =>
  `The CSV has unknown ${columns.length === 1 ? 'column' : 'columns'}: ${columns.join(', ')} (the columns are ${known.join(', ')})`;
export const importRepeatedColumnsMessage = (columns: readonly string[]) =>
  `The CSV names ${columns.length === 1 ? 'a column' : 'columns'} more than once: ${columns.join(', ')}`;
export const importTooManyRowsMessage = (rows: number, max: number) =>
  `The CSV has ${rows} product rows; an import takes at most ${max}`;
export const importNotCsvMessage = (line: number, reason: string) =>
  `Line ${line} is not valid CSV: ${reason}`;
/** Why one row of an import is invalid, beside the contract's own field messages. */
export const importSkuRepeatedMessage = (firstLine: number) => `The same SKU is already on line ${firstLine}`;
export const importNotANumberMessage = (label: string) => `${label} must be a number`;
export const IMPORT_SPECIFICATION_FORMAT_MESSAGE = "Each specification must be a line 'Name: value'";
export const importSpecificationRepeatedMessage = (name: string) =>
  `Specification ${name} appears more than once`;

/* Administration: order tools */

/** The bulk status change's answer: how many orders it changed or found already so ('3 orders updated'). */
export const bulkOrderStatusMessage = (count: number) =>
  `${count} ${count === 1 ? 'order' : 'orders'} updated`;
export const ORDER_NOTE_ADDED_MESSAGE = 'Note added';
export const ORDER_NOTE_EMPTY_MESSAGE = 'Note cannot be empty';
export const ORDER_NOTE_TOO_LONG_MESSAGE = `Note must be at most ${ORDER_NOTE_MAX_LENGTH} characters`;

/* Requests the server refuses whatever their route (http/ in the server) */

/** PostgreSQL text cannot hold U+0000: a query, path or body carrying one is refused before any query runs. */
export const NUL_CHARACTER_MESSAGE = 'Text cannot contain the NUL character';
/** A JSON body nested deeper than JSON_MAX_DEPTH: no body of this API needs more, and walking one costs the stack. */
export const BODY_TOO_DEEP_MESSAGE = 'Request body is nested too deeply';
/** A path with a broken percent escape, such as `/api/products/%FF`. */
export const BAD_URL_MESSAGE = 'The address is not valid';
/** A path segment longer than the router takes (100 characters). */
export const URL_TOO_LONG_MESSAGE = 'The address is too long';
/** A request that reaches a server shutting down (a rolling restart): a balancer or the client may ask again. */
export const SHUTTING_DOWN_MESSAGE = 'The store is restarting, please try again in a moment';

/* Discount codes at checkout (issue 17): why a code does not apply */

export const ENTER_COUPON_CODE_MESSAGE = 'Enter a discount code';
export const COUPON_INVALID_MESSAGE = 'This coupon code is not valid';
export const COUPON_EXPIRED_MESSAGE = 'This coupon has expired';
export const COUPON_NOT_YET_VALID_MESSAGE = 'This coupon is not valid yet';
export const COUPON_USED_UP_MESSAGE = 'This coupon has been fully used';
export const COUPON_ALREADY_USED_MESSAGE = 'You have already used this coupon';
/** Below the minimum amount: how much more the subtotal needs, in dollars ('Add $12.50 more to use this coupon'). */
export const couponMinimumMessage = (missingCents: number) =>
  `Add $${(missingCents / 100).toFixed(2)} more to use this coupon`;

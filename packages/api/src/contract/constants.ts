/** Business constants and limits of spec section 9 that the code so far relies on. */

/** Every call gives up after this long (spec section 7). */
export const API_TIMEOUT_MS = 10_000;

/** The largest request body the server reads (api.md: bodies over 1 MiB are refused with 413). */
export const MAX_BODY_BYTES = 1024 * 1024;

/** Start-up health check: how many attempts before the store says the service is unavailable. */
export const HEALTH_CHECK_MAX_ATTEMPTS = 10;

/** What the wake-up screen promises, in seconds ('This may take up to 30 seconds.'). */
export const HEALTH_CHECK_PROMISED_SECONDS = 30;

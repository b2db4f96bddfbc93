import { isApiError } from '@aurora-store/api';

/** The checkout's toasts (spec section 8, Checkout). */
export const INVALID_FORM_MESSAGE = 'Please fix the errors in the form';
export const PLACE_ORDER_FAILED_MESSAGE = 'Failed to place order. Please try again.';

/** The server's message when it answered one, otherwise the spec's fallback (no answer, or not an api error). */
export function placeOrderFailureMessage(error: unknown): string {
  return isApiError(error) && error.status > 0 && error.message ? error.message : PLACE_ORDER_FAILED_MESSAGE;
}

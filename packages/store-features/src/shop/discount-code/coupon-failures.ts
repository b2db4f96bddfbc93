import { couponCodeSchema, isApiError } from '@aurora-store/api';
import { failureMessage } from '../../common/failure-message';

/** When the preview failed without saying why the code does not apply (a server fault). */
export const COUPON_CHECK_FAILED_MESSAGE = 'Could not check the code. Please try again.';

/**
 * The typed text as the code the server matches (trimmed, upper-case), or why it cannot be sent: the contract's
 * own rule, so a blank field says 'Enter a discount code' without a round trip.
 */
export function parseCouponCode(text: string): { code: string } | { refusal: string } {
  const parsed = couponCodeSchema.safeParse(text);
  if (parsed.success) return { code: parsed.data };
  return { refusal: parsed.error.issues[0]?.message ?? COUPON_CHECK_FAILED_MESSAGE };
}

/**
 * Why a preview failed, for the discount field: the refusal the server put on the code ('This coupon has
 * expired'), else its message, else (no answer, or a fault without words) the connection's words or ours.
 */
export function couponPreviewFailure(error: unknown): string {
  const onField = isApiError(error) ? error.fieldErrors().code : undefined;
  if (onField) return onField;
  if (isApiError(error) && error.status === 0 && error.message) return error.message;
  return failureMessage(error, COUPON_CHECK_FAILED_MESSAGE);
}

/**
 * The reason when placing the order was refused because its code stopped applying since the preview (a 409
 * with the reason on `couponCode`), or null for any other failure, which leaves the code applied.
 */
export function couponRefusalAtSubmit(error: unknown): string | null {
  if (!isApiError(error) || error.status !== 409) return null;
  return error.fieldErrors().couponCode ?? null;
}

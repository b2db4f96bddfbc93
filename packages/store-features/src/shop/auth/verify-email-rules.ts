import { INVALID_VERIFICATION_TOKEN_MESSAGE, isApiError } from '@aurora-store/api';

export const VERIFY_EMAIL_FAILED_MESSAGE = 'Failed to verify your email. Please try again.';

/** The server refused the link itself (used, expired or made up): only a new link helps, not a retry. */
export function isInvalidVerificationToken(error: unknown): boolean {
  return isApiError(error) && error.status === 400 && error.message === INVALID_VERIFICATION_TOKEN_MESSAGE;
}

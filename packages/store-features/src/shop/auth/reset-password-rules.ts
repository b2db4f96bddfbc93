import { INVALID_RESET_TOKEN_MESSAGE, isApiError } from '@aurora-store/api';

export const FORGOT_PASSWORD_FAILED_MESSAGE = 'Failed to send reset link. Please try again.';
export const RESET_PASSWORD_FAILED_MESSAGE = 'Failed to reset password. Please try again.';

/** The server refused the link itself (used, expired or made up): only a new link helps, not a retry. */
export function isInvalidResetToken(error: unknown): boolean {
  return isApiError(error) && error.status === 400 && error.message === INVALID_RESET_TOKEN_MESSAGE;
}

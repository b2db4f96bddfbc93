import { isApiError } from '@aurora-store/api';

/**
 * The spec's "server message, or 'X'" (section 8): the server's own words when it answered with a message,
 * otherwise the screen's fallback. No answer at all (status 0: offline, timed out) gets the fallback too, as
 * that message is the client's, not the server's.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status > 0 && error.message.trim() !== '') return error.message;
  return fallback;
}

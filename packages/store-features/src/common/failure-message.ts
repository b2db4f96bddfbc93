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

/**
 * Our sentence, then the server's (or the connection's) words after a colon, as a toast says why a file could not
 * be made: 'Failed to export orders: Database unavailable'. Our sentence alone when there are no words.
 */
export function failureWithReason(error: unknown, ours: string): string {
  return isApiError(error) && error.message.trim() !== '' ? `${ours}: ${error.message}` : ours;
}

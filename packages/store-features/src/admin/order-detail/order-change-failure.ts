import { isApiError } from '@aurora-store/api';

/**
 * Why the server refused a change, in its own words (a 4xx answer: 'A cancelled order cannot be reopened'), or
 * null when it did not refuse but failed (a crash, a lost connection): then the spec's message says enough.
 */
export function refusalMessage(failure: unknown): string | null {
  if (!isApiError(failure) || failure.status < 400 || failure.status >= 500) return null;
  return failure.message.trim() || null;
}

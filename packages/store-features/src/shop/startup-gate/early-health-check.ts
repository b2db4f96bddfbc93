import type { ApiClient } from '@aurora-store/api';

/** The first health check of a visit, sent before the app has rendered, by client, until the gate takes it. */
const earlyChecks = new WeakMap<ApiClient, Promise<unknown>>();

/**
 * Sends the start-up gate's first health check now, as the app's script starts, rather than once the gate has
 * rendered: the router's first navigation and the first render come between them, long steps on a slow phone,
 * and the page's first read would otherwise reach the server ahead of it. The gate's half second of quiet then
 * counts from a check that has usually answered already, so an awake backend never shows 'Waking up backend...'.
 */
export function checkBackendEarly(client: ApiClient): void {
  const check = client.health();
  // A failure is the gate's to act on when it takes the check over; here it is only marked as handled.
  check.catch(() => undefined);
  earlyChecks.set(client, check);
}

/** The check `checkBackendEarly` sent, once: a later attempt, or a gate mounted again, sends its own. */
export function takeEarlyHealthCheck(client: ApiClient): Promise<unknown> | undefined {
  const check = earlyChecks.get(client);
  earlyChecks.delete(client);
  return check;
}

import { HEALTH_CHECK_MAX_ATTEMPTS } from '../contract/constants';

/** Spec section 8, Start-up: what the store says when the backend never woke up. */
export const BACKEND_UNAVAILABLE_MESSAGE = 'Failed to connect to backend after multiple attempts';

/**
 * How long to wait after failed attempt number `attempt` (1-based) before the next one: 2 s times the attempt
 * number for attempts 1-4, then 5 s (spec section 9, Health check).
 */
export function healthRetryDelayMs(attempt: number): number {
  return attempt <= 4 ? 2000 * attempt : 5000;
}

export class BackendUnavailableError extends Error {
  override readonly name = 'BackendUnavailableError';
  constructor(readonly attempts: number) {
    super(BACKEND_UNAVAILABLE_MESSAGE);
  }
}

export interface WaitForBackendOptions {
  signal?: AbortSignal;
  maxAttempts?: number;
}

/**
 * Calls `check` until it resolves, waiting between failures by the spec's schedule. Rejects with
 * BackendUnavailableError after the last attempt fails, or with the signal's reason once it aborts.
 */
export async function waitForBackend(
  check: (signal: AbortSignal | undefined) => Promise<unknown>,
  { signal, maxAttempts = HEALTH_CHECK_MAX_ATTEMPTS }: WaitForBackendOptions = {},
): Promise<void> {
  for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
    signal?.throwIfAborted();
    try {
      await check(signal);
      return;
    } catch {
      signal?.throwIfAborted();
      if (attempt === maxAttempts) throw new BackendUnavailableError(attempt);
      await sleep(healthRetryDelayMs(attempt), signal);
    }
  }
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

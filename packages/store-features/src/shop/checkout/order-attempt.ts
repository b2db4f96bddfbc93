import type { OrderCreationPayload } from '@aurora-store/api';

/** One checkout attempt: the payload it sent and the idempotency key it sent it with. */
export interface OrderAttempt {
  payload: string;
  idempotencyKey: string;
}

/**
 * The attempt for a submit. Submitting the same order again (after a timeout or a failure) reuses the key,
 * so if the first request did place the order the server answers that order instead of placing a second
 * one; a changed form or cart is a new attempt with a new key.
 */
export function nextOrderAttempt(
  previous: OrderAttempt | null,
  payload: OrderCreationPayload,
  newKey: () => string,
): OrderAttempt {
  const serialized = JSON.stringify(payload);
  if (previous?.payload === serialized) return previous;
  return { payload: serialized, idempotencyKey: newKey() };
}

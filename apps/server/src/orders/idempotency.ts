import { createHash } from 'node:crypto';
import {
  dollarsToCents,
  IDEMPOTENCY_KEY_REUSED_MESSAGE,
  type OrderCreation,
} from '@aurora-store/api/contract';
import { and, eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/open-database';
import { idempotencyKeys } from '../db/schema';
import { conflict } from '../http/http-error';
import { byProductId, type RequestedLine } from './order-lines';

/**
 * A fingerprint of what an order request asks for: the merged lines, the addresses, the payment method, the
 * shown totals and the discount code, in a fixed order. A retry of the same submit has the same fingerprint
 * whatever the order of its JSON keys; the names, images and prices a client sends per line change no order,
 * so they are left out.
 */
export function orderRequestHash(lines: readonly RequestedLine[], payload: OrderCreation): string {
  const { shippingAddress: shipping, billingAddress: billing } = payload;
  const address = (a: OrderCreation['billingAddress']) => [
    a.firstName,
    a.lastName,
    a.street,
    a.city,
    a.state,
    a.zipCode,
    a.country,
  ];
  const fingerprint = [
    [...lines].sort(byProductId).map((line) => [line.productId, line.quantity]),
    [...address(shipping), shipping.phone],
    address(billing),
    payload.paymentMethod,
    dollarsToCents(payload.taxPrice),
    dollarsToCents(payload.shippingPrice),
    dollarsToCents(payload.totalPrice),
    // Only when there is one: an order without a code keeps the fingerprint it always had.
    ...(payload.couponCode ? [payload.couponCode] : []),
  ];
  return createHash('sha256').update(JSON.stringify(fingerprint)).digest('hex');
}

/**
 * The order a key already placed for this user, if any. The same key with another request is the client's
 * mistake, not a retry: 409 rather than answering an order the shopper did not ask for.
 */
export async function orderForKey(
  db: AppDatabase,
  userId: string,
  key: string,
  requestHash: string,
): Promise<string | undefined> {
  const [claimed] = await db
    .select({ orderId: idempotencyKeys.orderId, requestHash: idempotencyKeys.requestHash })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  if (!claimed) return undefined;
  if (claimed.requestHash !== requestHash) throw conflict(IDEMPOTENCY_KEY_REUSED_MESSAGE);
  return claimed.orderId;
}

/** Thrown inside the transaction when another request claimed the key first; the caller answers its order. */
export class KeyClaimedMeanwhile extends Error {
  override readonly name = 'KeyClaimedMeanwhile';
}

/**
 * Claims the key for the order being placed, inside its transaction. A concurrent request holding the same
 * key makes this insert wait for it; once that one commits, the primary key leaves nothing to insert and
 * this request rolls back rather than place a second order.
 */
export async function claimKey(
  tx: AppDatabase,
  claim: { userId: string; key: string; requestHash: string; orderId: string },
): Promise<void> {
  const inserted = await tx
    .insert(idempotencyKeys)
    .values(claim)
    .onConflictDoNothing({ target: [idempotencyKeys.userId, idempotencyKeys.key] })
    .returning({ key: idempotencyKeys.key });
  if (inserted.length === 0) throw new KeyClaimedMeanwhile('The Idempotency-Key was claimed meanwhile');
}

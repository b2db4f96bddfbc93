import {
  type OrderCreation,
  type OrderSummaryCents,
  orderSummary,
  subtotalCents,
} from '@aurora-store/api/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { type CouponApplies, claimCoupon, countCouponUse } from '../coupons/coupon-claim';
import type { AppDatabase } from '../db/open-database';
import { cartItems, orderEvents, orderItems, orders } from '../db/schema';
import { claimKey, orderForKey, orderRequestHash } from './idempotency';
import { checkShownTotals, mergeLines, priceLines } from './order-lines';
import { type OrderMailer, queueOrderMail } from './order-mail';
import { newOrderNumber } from './order-number';
import { takeStock } from './take-stock';

export interface PlaceOrderRequest {
  userId: string;
  payload: OrderCreation;
  /** The Idempotency-Key header, when the client sent one. */
  idempotencyKey: string | undefined;
}

export interface PlacedOrder {
  orderId: string;
  /** True when the key had already placed this order and nothing new was written. */
  replayed: boolean;
}

/**
 * Places an order (api.md "Placing an order") in one transaction: prices from the catalogue, the discount code
 * checked and its use counted under the coupon's lock (issue 17), the shown totals checked, the key claimed, stock taken, the lines, the 'placed' event, the confirmation mail queued, and the
 * bought products out of the cart. Any refusal rolls all of it back.
 */
export async function placeOrder(
  db: AppDatabase,
  request: PlaceOrderRequest,
  mail: OrderMailer,
): Promise<PlacedOrder> {
  const { userId, payload, idempotencyKey } = request;
  const lines = mergeLines(payload.orderItems);
  const keyed = idempotencyKey
    ? { key: idempotencyKey, requestHash: orderRequestHash(lines, payload) }
    : undefined;

  if (keyed) {
    const earlier = await orderForKey(db, userId, keyed.key, keyed.requestHash);
    if (earlier) return { orderId: earlier, replayed: true };
  }

  try {
    const orderId = await db.transaction(async (tx) => {
      const priced = await priceLines(tx, lines);
      // The coupon first, under its lock (then the stock, in the order a cancel takes them too).
      const coupon = payload.couponCode
        ? await claimCoupon(tx, { code: payload.couponCode, userId, subtotalCents: subtotalCents(priced) })
        : null;
      const summary = orderSummary(priced, coupon?.discountCents ?? 0);
      checkShownTotals(summary, payload);
      const placedId = await insertOrder(tx, userId, payload, summary, coupon);
      // Before the stock: a concurrent retry waits here for the first request instead of taking stock twice.
      if (keyed) await claimKey(tx, { userId, ...keyed, orderId: placedId });
      if (coupon) await countCouponUse(tx, coupon.coupon.id);
      await takeStock(tx, priced);
      await tx.insert(orderItems).values(
        priced.map((line) => ({
          orderId: placedId,
          productId: line.productId,
          name: line.name,
          image: line.image,
          priceCents: line.priceCents,
          quantity: line.quantity,
        })),
      );
      await tx
        .insert(orderEvents)
        .values({ orderId: placedId, type: 'placed', status: 'pending', actorId: userId });
      await queueOrderMail(tx, mail, placedId, 'confirmed');
      await tx.delete(cartItems).where(
        and(
          eq(cartItems.userId, userId),
          inArray(
            cartItems.productId,
            priced.map((line) => line.productId),
          ),
        ),
      );
      return placedId;
    });
    mail.wake();
    return { orderId, replayed: false };
  } catch (error) {
    // A retry that raced the first request (its key claimed meanwhile, or the coupon's one use just taken by
    // it) answers the order the first one placed.
    if (!keyed) throw error;
    const earlier = await orderForKey(db, userId, keyed.key, keyed.requestHash);
    if (!earlier) throw error;
    return { orderId: earlier, replayed: true };
  }
}

/** Order numbers are random: a clash is about one in a billion per day, and a second draw settles it. */
const ORDER_NUMBER_ATTEMPTS = 5;

async function insertOrder(
  tx: AppDatabase,
  userId: string,
  payload: OrderCreation,
  summary: OrderSummaryCents,
  coupon: CouponApplies | null,
): Promise<string> {
  for (let attempt = 1; attempt <= ORDER_NUMBER_ATTEMPTS; attempt += 1) {
    // DO NOTHING rather than an error: an error would abort the whole transaction, a skipped row just retries.
    const [inserted] = await tx
      .insert(orders)
      .values({
        orderNumber: newOrderNumber(),
        userId,
        itemsPriceCents: summary.subtotalCents,
        discountCents: summary.discountCents,
        couponCode: coupon?.coupon.code ?? null,
        couponId: coupon?.coupon.id ?? null,
        taxPriceCents: summary.taxCents,
        shippingPriceCents: summary.shippingCents,
        totalPriceCents: summary.totalCents,
        shippingAddress: payload.shippingAddress,
        billingAddress: payload.billingAddress,
        paymentMethod: payload.paymentMethod,
      })
      .onConflictDoNothing({ target: orders.orderNumber })
      .returning({ id: orders.id });
    if (inserted) return inserted.id;
  }
  throw new Error(`No free order number after ${ORDER_NUMBER_ATTEMPTS} attempts`);
}

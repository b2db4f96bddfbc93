import {
  type BillingAddressInput,
  COUNTRY,
  centsToDollars,
  type OrderCreationPayload,
  orderSummary,
  PAYMENT_METHOD,
  type ShippingAddressInput,
} from '@aurora-store/api/contract';
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/open-database';
import { products } from '../db/schema';
import type { TestApp } from '../test-support/test-app';

type ProductRow = typeof products.$inferSelect;

export const testBillingAddress: BillingAddressInput = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  street: '12 Analytical Engine Way',
  city: 'Springfield',
  state: 'Oregon',
  zipCode: '97477',
  country: COUNTRY,
};

export const testShippingAddress: ShippingAddressInput = { ...testBillingAddress, phone: '541-555-0100' };

/**
 * The order creation payload a checkout sends for these products and quantities, with the totals the
 * shopper was shown computed as the screens do; with a discount code, the discount it was shown too.
 */
export function orderPayload(
  lines: readonly { product: ProductRow; quantity: number }[],
  discount?: { couponCode: string; discountCents: number },
): OrderCreationPayload {
  const summary = orderSummary(
    lines.map((line) => ({ priceCents: line.product.priceCents, quantity: line.quantity })),
    discount?.discountCents,
  );
  return {
    orderItems: lines.map(({ product, quantity }) => ({
      product: product.id,
      name: product.name,
      image: product.images[0]?.url ?? '',
      price: centsToDollars(product.priceCents),
      quantity,
    })),
    shippingAddress: testShippingAddress,
    billingAddress: testBillingAddress,
    paymentMethod: PAYMENT_METHOD,
    taxPrice: centsToDollars(summary.taxCents),
    shippingPrice: centsToDollars(summary.shippingCents),
    totalPrice: centsToDollars(summary.totalCents),
    ...(discount ? { couponCode: discount.couponCode } : {}),
  };
}

/** `POST /api/orders` as a signed-in shopper, with an Idempotency-Key when given. */
export function postOrder(
  testApp: TestApp,
  authorization: string,
  payload: unknown,
  idempotencyKey?: string,
) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: {
      authorization,
      ...(idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey }),
    },
    payload: payload as Record<string, unknown>,
  });
}

/** A product's stock and sales count as they are in the database now. */
export async function stockOf(db: AppDatabase, productId: string) {
  const [product] = await db
    .select({ stock: products.stock, salesCount: products.salesCount })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) throw new Error(`product ${productId} is missing`);
  return product;
}

import { randomUUID } from 'node:crypto';
import {
  adminOrderResponseSchema,
  COUNTRY,
  type OrderStatus,
  orderResponseSchema,
  PAYMENT_METHOD,
} from '@aurora-store/api/contract';
import type { AppDatabase } from '../../db/open-database';
import { orderItems, orders } from '../../db/schema';
import { orderPayload, postOrder } from '../../orders/order-test-support';
import type { createProduct, createUser } from '../../test-support/fixtures';
import type { TestApp } from '../../test-support/test-app';

export type TestUser = Awaited<ReturnType<typeof createUser>>;
type TestProduct = Awaited<ReturnType<typeof createProduct>>;

/** Places an order through the shopper API, as a shopper's checkout would, and answers its id. */
export async function placeOrder(
  testApp: TestApp,
  shopper: TestUser,
  lines: readonly { product: TestProduct; quantity: number }[],
): Promise<string> {
  const response = await postOrder(testApp, shopper.authorization, orderPayload(lines));
  if (response.statusCode !== 201) throw new Error(`order refused: ${response.body}`);
  return orderResponseSchema.parse(response.json()).data.order._id;
}

export function putStatus(testApp: TestApp, admin: TestUser, orderId: string, status: unknown) {
  return testApp.app.inject({
    method: 'PUT',
    url: `/api/admin/orders/${orderId}/status`,
    headers: { authorization: admin.authorization },
    payload: { status },
  });
}

export function putPayment(testApp: TestApp, admin: TestUser, orderId: string, isPaid: unknown = true) {
  return testApp.app.inject({
    method: 'PUT',
    url: `/api/admin/orders/${orderId}/payment`,
    headers: { authorization: admin.authorization },
    payload: { isPaid },
  });
}

export function getAs(testApp: TestApp, user: TestUser, url: string) {
  return testApp.app.inject({ method: 'GET', url, headers: { authorization: user.authorization } });
}

/** The admin order answer of a successful status, payment or detail call. */
export function adminOrderOf(response: { json(): unknown }) {
  return adminOrderResponseSchema.parse(response.json()).data.order;
}

const address = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  street: '12 Analytical Engine Way',
  city: 'Springfield',
  state: 'Oregon',
  zipCode: '97477',
  country: COUNTRY,
};

export interface StoredOrder {
  userId: string;
  createdAt: Date;
  status?: OrderStatus;
  isPaid?: boolean;
  /** The order's total; subtotal, tax and shipping are made up to match it. */
  totalCents: number;
  /** Units on the order's one line. */
  units?: number;
  /** The order's lines instead of that one line without a product. */
  lines?: readonly { productId: string; priceCents: number; quantity: number }[];
  orderNumber?: string;
}

/** An order number as the store writes one for an order placed at `placedAt`, ending in `end`. */
export function numberPlacedAt(placedAt: Date, end: string): string {
  return `AUR-${placedAt.toISOString().slice(0, 10).replaceAll('-', '')}-${end}`;
}

/**
 * An order written straight to the database at any date, for figures that need orders in the past (the
 * shopper API always places them now). The summaries follow by their triggers, as for any order.
 */
export async function storeOrder(db: AppDatabase, order: StoredOrder): Promise<string> {
  const shippingCents = 1000;
  const taxCents = Math.min(80, order.totalCents - shippingCents);
  const [stored] = await db
    .insert(orders)
    .values({
      orderNumber:
        order.orderNumber ?? numberPlacedAt(order.createdAt, randomUUID().slice(0, 6).toUpperCase()),
      userId: order.userId,
      status: order.status ?? 'pending',
      isPaid: order.isPaid ?? false,
      paidAt: order.isPaid ? order.createdAt : null,
      itemsPriceCents: order.totalCents - shippingCents - taxCents,
      taxPriceCents: taxCents,
      shippingPriceCents: shippingCents,
      totalPriceCents: order.totalCents,
      shippingAddress: { ...address, phone: '541-555-0100' },
      billingAddress: address,
      paymentMethod: PAYMENT_METHOD,
      createdAt: order.createdAt,
      updatedAt: order.createdAt,
    })
    .returning({ id: orders.id });
  if (!stored) throw new Error('order not stored');
  const lines = order.lines ?? [
    { productId: null, priceCents: order.totalCents - shippingCents - taxCents, quantity: order.units ?? 1 },
  ];
  await db
    .insert(orderItems)
    .values(lines.map((line) => ({ ...line, orderId: stored.id, name: 'Stored line' })));
  return stored.id;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Noon UTC `daysAgo` days before `now`'s day: safely inside that day whatever the hour of the run. */
export function noonDaysAgo(now: Date, daysAgo: number): Date {
  const noon = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 12);
  return new Date(noon - daysAgo * DAY_MS);
}

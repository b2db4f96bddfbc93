import { randomUUID } from 'node:crypto';
import { PAYMENT_METHOD } from '@aurora-store/api/contract';
import type { AppDatabase } from '../db/open-database';
import { orderItems, orders } from '../db/schema';

type Status = (typeof orders.$inferInsert)['status'];

const address = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  street: '12 Analytical Way',
  city: 'Springfield',
  state: 'Illinois',
  zipCode: '62701',
  country: 'US',
};

/**
 * An order straight in the database (the order routes are not what these tests are about): one line per
 * product, in the given status. Reviews need a delivered one.
 */
export async function createOrderWith(
  db: AppDatabase,
  userId: string,
  productIds: string[],
  status: Status = 'delivered',
) {
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: `AUR-TEST-${randomUUID().slice(0, 8)}`,
      userId,
      status,
      deliveredAt: status === 'delivered' ? new Date() : null,
      itemsPriceCents: 1000 * productIds.length,
      taxPriceCents: 80 * productIds.length,
      shippingPriceCents: 1000,
      totalPriceCents: 1080 * productIds.length + 1000,
      shippingAddress: { ...address, phone: '5550100100' },
      billingAddress: address,
      paymentMethod: PAYMENT_METHOD,
    })
    .returning();
  if (!order) throw new Error('order not created');
  await db.insert(orderItems).values(
    productIds.map((productId) => ({
      orderId: order.id,
      productId,
      name: 'Bought item',
      priceCents: 1000,
      quantity: 1,
    })),
  );
  return order;
}

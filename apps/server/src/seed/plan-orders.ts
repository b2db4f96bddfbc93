import { type OrderStatus, type OrderSummaryCents, orderSummary } from '@aurora-store/api/contract';
import { newOrderNumber } from '../orders/order-number';
import type { CategorySlug } from './catalogue';
import type { DemoShopper } from './demo-shoppers';
import type { Random } from './random';
import { daysBefore, hoursAfter, minutesAfter } from './time';

/** A catalogue product as the seed's plans need it. */
export interface SeedProduct {
  sku: string;
  name: string;
  category: CategorySlug;
  priceCents: number;
  stock: number;
  /** Its first image's url, which order lines keep. */
  image: string;
  isActive: boolean;
  addedAt: Date;
}

export interface PlannedEvent {
  type: 'placed' | 'payment_confirmed' | 'status_changed';
  status: OrderStatus | null;
  at: Date;
  /** Placing is the shopper's act; payment and status changes are the store's. */
  by: 'shopper' | 'admin';
}

export interface PlannedOrder {
  orderNumber: string;
  shopperIndex: number;
  status: OrderStatus;
  placedAt: Date;
  paidAt: Date | null;
  deliveredAt: Date | null;
  lines: { product: SeedProduct; quantity: number }[];
  summary: OrderSummaryCents;
  events: PlannedEvent[];
}

/** Mostly delivered orders, as in a shop that has been open a while, and a few in every other state. */
const ORDERS_BY_STATUS: readonly (readonly [OrderStatus, number])[] = [
  ['delivered', 30],
  ['shipped', 5],
  ['processing', 4],
  ['pending', 4],
  ['cancelled', 3],
];

/** How long ago (in days) an order in each state was placed, so its timeline fits before now. */
const PLACED_DAYS_AGO: Record<OrderStatus, readonly [number, number]> = {
  delivered: [10, 85],
  cancelled: [4, 60],
  shipped: [2.2, 6],
  processing: [0.8, 2.5],
  pending: [0.05, 1.5],
};

export function planOrders(
  products: readonly SeedProduct[],
  shoppers: readonly DemoShopper[],
  random: Random,
  now: Date,
): PlannedOrder[] {
  const statusList = ORDERS_BY_STATUS.flatMap(([status, count]) =>
    Array.from({ length: count }, () => status),
  );
  const statuses = random.sample(statusList, statusList.length);
  const usedNumbers = new Set<string>();
  return statuses.map((status, index) => {
    const shopperIndex = index % shoppers.length;
    const shopper = shoppers[shopperIndex];
    if (!shopper) throw new Error('The seed needs at least one demo shopper');
    const [soonest, latest] = PLACED_DAYS_AGO[status];
    // A shopper orders only after joining, and only what the shop already sold by then.
    const placedAt = daysBefore(now, random.between(soonest, Math.min(latest, shopper.joinedDaysAgo - 2)));
    const lines = orderLines(products, placedAt, random);
    const { events, paidAt, deliveredAt } = timeline(status, placedAt, random);
    return {
      orderNumber: uniqueOrderNumber(placedAt, random, usedNumbers),
      shopperIndex,
      status,
      placedAt,
      paidAt,
      deliveredAt,
      lines,
      summary: orderSummary(
        lines.map(({ product, quantity }) => ({ priceCents: product.priceCents, quantity })),
      ),
      events,
    };
  });
}

function orderLines(products: readonly SeedProduct[], placedAt: Date, random: Random) {
  const available = products.filter(
    (product) => product.isActive && product.addedAt.getTime() < daysBefore(placedAt, 1).getTime(),
  );
  if (available.length === 0)
    throw new Error(`No catalogue product was on sale on ${placedAt.toISOString()}`);
  const count = random.weighted([
    [1, 45],
    [2, 35],
    [3, 20],
  ] as const);
  return random
    .sample(available, count)
    .map((product) => ({ product, quantity: quantityOf(product, random) }));
}

/** Shoppers buy cheap things by twos and threes, expensive ones one at a time. */
function quantityOf(product: SeedProduct, random: Random): number {
  if (product.priceCents < 50_00) {
    return random.weighted([
      [1, 60],
      [2, 30],
      [3, 10],
    ] as const);
  }
  if (product.priceCents < 200_00) {
    return random.weighted([
      [1, 85],
      [2, 15],
    ] as const);
  }
  return 1;
}

/**
 * Placed, then (except pending and cancelled orders) paid, which moves it to processing, then shipped a day
 * or so later and delivered a few days after that; a cancelled order is cancelled within a day, unpaid.
 */
function timeline(status: OrderStatus, placedAt: Date, random: Random) {
  const events: PlannedEvent[] = [{ type: 'placed', status: 'pending', at: placedAt, by: 'shopper' }];
  if (status === 'pending') return { events, paidAt: null, deliveredAt: null };
  if (status === 'cancelled') {
    const cancelledAt = hoursAfter(placedAt, random.between(2, 30));
    events.push({ type: 'status_changed', status: 'cancelled', at: cancelledAt, by: 'admin' });
    return { events, paidAt: null, deliveredAt: null };
  }
  const paidAt = minutesAfter(placedAt, random.between(3, 45));
  events.push(
    { type: 'payment_confirmed', status: null, at: paidAt, by: 'admin' },
    { type: 'status_changed', status: 'processing', at: minutesAfter(paidAt, 0.1), by: 'admin' },
  );
  if (status === 'processing') return { events, paidAt, deliveredAt: null };
  const shippedAt = hoursAfter(paidAt, random.between(16, 40));
  events.push({ type: 'status_changed', status: 'shipped', at: shippedAt, by: 'admin' });
  if (status === 'shipped') return { events, paidAt, deliveredAt: null };
  const deliveredAt = hoursAfter(shippedAt, random.between(48, 120));
  events.push({ type: 'status_changed', status: 'delivered', at: deliveredAt, by: 'admin' });
  return { events, paidAt, deliveredAt };
}

function uniqueOrderNumber(placedAt: Date, random: Random, used: Set<string>): string {
  let orderNumber = newOrderNumber(placedAt, random.bytes(6));
  while (used.has(orderNumber)) orderNumber = newOrderNumber(placedAt, random.bytes(6));
  used.add(orderNumber);
  return orderNumber;
}

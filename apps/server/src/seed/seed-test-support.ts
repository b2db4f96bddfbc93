import { asc } from 'drizzle-orm';
import type { AppDatabase } from '../db/open-database';
import {
  cartItems,
  categories,
  coupons,
  orderEvents,
  orderItems,
  orders,
  products,
  reviews,
  users,
  wishlistItems,
} from '../db/schema';
import type { SeedOutput } from './seed-output';

/** A SeedOutput that keeps what it was told, for tests to read. */
export function capturedOutput() {
  const infos: string[] = [];
  const notices: string[][] = [];
  const output: SeedOutput = {
    info: (message) => infos.push(message),
    notice: (lines) => notices.push([...lines]),
  };
  return { output, infos, notices };
}

/** Everything the seed writes, read back plainly. */
export async function readStore(db: AppDatabase) {
  return {
    categories: await db.select().from(categories).orderBy(asc(categories.slug)),
    products: await db.select().from(products).orderBy(asc(products.sku)),
    users: await db.select().from(users).orderBy(asc(users.email)),
    orders: await db.select().from(orders),
    orderItems: await db.select().from(orderItems),
    orderEvents: await db.select().from(orderEvents).orderBy(asc(orderEvents.at)),
    reviews: await db.select().from(reviews),
    coupons: await db.select().from(coupons),
    cartItems: await db.select().from(cartItems),
    wishlistItems: await db.select().from(wishlistItems),
  };
}

export type StoreContents = Awaited<ReturnType<typeof readStore>>;

/** How many rows of each kind: two seeds of the demo store have the same counts. */
export function counts(store: StoreContents): Record<keyof StoreContents, number> {
  return Object.fromEntries(Object.entries(store).map(([table, rows]) => [table, rows.length])) as Record<
    keyof StoreContents,
    number
  >;
}

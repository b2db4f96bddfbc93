import { type AdminOrder, type OrderStatus, type Pagination, paginate } from '@aurora-store/api/contract';
import { and, count, desc, eq, like, type SQL, sql, sum } from 'drizzle-orm';
import type { AppDatabase } from '../../db/open-database';
import { customerOrderTotals, orderDailyTotals, orders, users } from '../../db/schema';
import { findAdminOrders } from './admin-order-answers';

export interface AdminOrderListFilters {
  page: number;
  limit: number;
  search?: string | undefined;
  status?: OrderStatus | undefined;
}

/** `%`, `_` and `\` typed by a person are characters to find, not patterns. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * The text the customer search matches: "first last email", so 'Ada Lovelace' and 'lovelace@' both find
 * Ada. The same expression as the trigram index `users_name_email_trgm_idx`, which is what makes it fast.
 */
export const customerSearchText = sql`(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email})`;

/**
 * A search finds the orders of the customers whose name or email contains it, and the orders whose number
 * starts with it (numbers are upper-case). The two are kept apart, the second without the first's orders, so
 * each is one indexed read (customers by trigram then their orders by customer; numbers by prefix) and their
 * sizes add up to the total: an `or` of the two would read every order.
 */
interface Search {
  /** The condition on `users` a matching customer meets. */
  customerMatches: SQL;
  byCustomer: SQL;
  byNumber: SQL;
}

function searchFor(text: string): Search {
  const escaped = escapeLike(text);
  const customerMatches = sql`${customerSearchText} ilike ${`%${escaped}%`}`;
  const customers = sql`select ${users.id} from ${users} where ${customerMatches}`;
  return {
    customerMatches,
    byCustomer: sql`${orders.userId} in (${customers})`,
    byNumber: sql`${like(orders.orderNumber, `${escaped.toUpperCase()}%`)} and ${orders.userId} not in (${customers})`,
  };
}

/** The admin order list: newest first, a page of `limit`, searched and filtered. */
export async function listAdminOrders(
  db: AppDatabase,
  { page, limit, search, status }: AdminOrderListFilters,
): Promise<{ orders: AdminOrder[]; pagination: Pagination }> {
  const withStatus = status ? eq(orders.status, status) : undefined;
  const offset = (page - 1) * limit;
  const found = search ? searchFor(search) : undefined;
  const [ids, total] = found
    ? await Promise.all([
        searchedPage(db, found, withStatus, limit, offset),
        countSearched(db, found, withStatus),
      ])
    : await Promise.all([
        pageOf(db, withStatus, limit, offset),
        // Without a search the count comes from the daily summary: a few hundred rows, not every order.
        countByStatus(db, status),
      ]);
  return { orders: await findAdminOrders(db, ids), pagination: paginate(page, limit, total) };
}

const newestFirst = () => [desc(orders.createdAt), desc(orders.id)];

async function pageOf(db: AppDatabase, where: SQL | undefined, limit: number, offset: number) {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(where)
    .orderBy(...newestFirst())
    .limit(limit)
    .offset(offset);
  return rows.map((row) => row.id);
}

/** Each branch's newest `offset + limit` orders, then the page from both together. */
async function searchedPage(
  db: AppDatabase,
  search: Search,
  withStatus: SQL | undefined,
  limit: number,
  offset: number,
) {
  const newestOf = (branch: SQL) =>
    db
      .select({ id: orders.id, createdAt: orders.createdAt })
      .from(orders)
      .where(and(branch, withStatus))
      .orderBy(...newestFirst())
      .limit(offset + limit);
  const rows = await newestOf(search.byCustomer)
    .unionAll(newestOf(search.byNumber))
    .orderBy(...newestFirst())
    .limit(limit)
    .offset(offset);
  return rows.map((row) => row.id);
}

/** Each matching customer's summary row read by its key (a join would read every customer's row). */
const customersOrderCount =
  sql<number>`coalesce(sum((select ${customerOrderTotals.orderCount} from ${customerOrderTotals} where ${customerOrderTotals.userId} = ${users.id})), 0)::bigint`.mapWith(
    Number,
  );

/**
 * The customers' orders counted from their summary row (a row per customer, not per order) unless a status
 * narrows them; the orders found by number counted themselves (a prefix of the index).
 */
async function countSearched(db: AppDatabase, search: Search, withStatus: SQL | undefined) {
  const countOrders = (branch: SQL) =>
    db
      .select({ total: count() })
      .from(orders)
      .where(and(branch, withStatus))
      .then(([row]) => row?.total ?? 0);
  const [byCustomer, byNumber] = await Promise.all([
    withStatus
      ? countOrders(search.byCustomer)
      : db
          .select({ total: customersOrderCount })
          .from(users)
          .where(search.customerMatches)
          .then(([row]) => row?.total ?? 0),
    countOrders(search.byNumber),
  ]);
  return byCustomer + byNumber;
}

async function countByStatus(db: AppDatabase, status: OrderStatus | undefined): Promise<number> {
  const [row] = await db
    .select({ total: sum(orderDailyTotals.orderCount).mapWith(Number) })
    .from(orderDailyTotals)
    .where(status ? eq(orderDailyTotals.status, status) : undefined);
  return row?.total ?? 0;
}

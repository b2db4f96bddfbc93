import { type AdminOrder, type OrderStatus, type Pagination, paginate } from '@aurora-store/api/contract';
import { and, count, desc, eq, ilike, or, type SQL, sql, sum } from 'drizzle-orm';
import type { AppDatabase } from '../../db/open-database';
import { customerOrderTotals, orderDailyTotals, orders, users } from '../../db/schema';
import { couldBeInOrderNumber, placedBetween, startsOrderNumber } from '../../orders/order-number';
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
 * contains it, in any case: the date at its start ('AUR-20261121', a prefix: `orders_order_number_pattern_idx`)
 * or the last six characters a customer reads out on the phone ('4f7k2q', through the trigram index
 * `orders_order_number_trgm_idx`). The customers are
 * found first, in one trigram read, and their orders are then asked for by an array of their ids: PostgreSQL
 * hashes the array and, knowing how many customers matched, picks the plan itself (a few customers: their
 * orders by the (user, date) index; a common name: the newest orders with a hash lookup each). A sub-select in
 * their place made it walk the newest orders testing each one's customer by `ilike`, 4 to 8 times slower for a
 * common surname. The number branch leaves those customers out, so the two add up to the total; a text no
 * order number can hold ('ada@example.com', or fewer than three characters) has no number branch at all.
 */
interface Search {
  byCustomer: SQL;
  /** How many orders those customers have, read with them from their summary rows. */
  customerOrders: number;
  byNumber: SQL | undefined;
}

/**
 * Numbers are upper-case. A prefix is read as the range from it up to the next prefix, with the operators of
 * `text_pattern_ops` (`~>=~`, `~<~`), which only the pattern index serves: written as `like 'AUR-20260812%'`,
 * the planner was free to read it through the trigram index instead, whose trigrams ('aur', '-20') every order
 * holds (2.4 s at a million orders in `pnpm bench:admin`). The days the prefix's date allows bound it too, as
 * the planner, misjudging how many numbers match, also walked 100 days of orders newest first (0.9 s). Any
 * other part of a number is found by trigrams.
 */
function numberMatching(text: string, escaped: string): SQL {
  if (!startsOrderNumber(text)) return ilike(orders.orderNumber, `%${escaped}%`);
  const prefix = text.toUpperCase();
  const next = prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
  const numbered = sql`(${orders.orderNumber} ~>=~ ${prefix} and ${orders.orderNumber} ~<~ ${next})`;
  const placed = placedBetween(prefix);
  return placed
    ? sql`${numbered} and ${orders.createdAt} >= ${placed.from} and ${orders.createdAt} < ${placed.until}`
    : numbered;
}

async function searchFor(db: AppDatabase, text: string): Promise<Search> {
  const escaped = escapeLike(text);
  // Each customer's order count comes along by its summary row's key, one index read each: a separate count
  // over the summaries by the ids was a scan of every customer's row, a fifth of a common surname's search.
  const customers = await db
    .select({
      id: users.id,
      orders:
        sql<number>`coalesce((select ${customerOrderTotals.orderCount} from ${customerOrderTotals} where ${customerOrderTotals.userId} = ${users.id}), 0)`.mapWith(
          Number,
        ),
    })
    .from(users)
    .where(sql`${customerSearchText} ilike ${`%${escaped}%`}`);
  // One parameter however many customers match (ids are uuids: nothing in them needs quoting).
  const customerIds = sql`${`{${customers.map((customer) => customer.id).join(',')}}`}::uuid[]`;
  return {
    byCustomer: sql`${orders.userId} = any(${customerIds})`,
    customerOrders: customers.reduce((total, customer) => total + customer.orders, 0),
    byNumber: couldBeInOrderNumber(text)
      ? sql`${numberMatching(text, escaped)} and not (${orders.userId} = any(${customerIds}))`
      : undefined,
  };
}

/** The admin order list: newest first, a page of `limit`, searched and filtered. */
export async function listAdminOrders(
  db: AppDatabase,
  { page, limit, search, status }: AdminOrderListFilters,
): Promise<{ orders: AdminOrder[]; pagination: Pagination }> {
  const withStatus = status ? eq(orders.status, status) : undefined;
  const offset = (page - 1) * limit;
  const found = search ? await searchFor(db, search) : undefined;
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

/** The list's order: newest first, the id settling orders placed at the same instant. */
export const newestFirst = () => [desc(orders.createdAt), desc(orders.id)];

/**
 * The orders the list's search and status match, as one condition on `orders`: what the export walks page
 * by page (the list itself reads the two search branches apart, for its page and its count).
 */
export async function adminOrdersMatching(
  db: AppDatabase,
  { search, status }: Pick<AdminOrderListFilters, 'search' | 'status'>,
): Promise<SQL | undefined> {
  const withStatus = status ? eq(orders.status, status) : undefined;
  if (!search) return withStatus;
  const found = await searchFor(db, search);
  return and(found.byNumber ? or(found.byCustomer, found.byNumber) : found.byCustomer, withStatus);
}

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
  const byCustomer = newestOf(search.byCustomer);
  const rows = search.byNumber
    ? await byCustomer
        .unionAll(newestOf(search.byNumber))
        .orderBy(...newestFirst())
        .limit(limit)
        .offset(offset)
    : await byCustomer.offset(offset);
  return rows.map((row) => row.id);
}

/**
 * The customers' orders counted from their summary rows (a row per customer, not per order) unless a status
 * narrows them; the orders found by number counted themselves (from their index).
 */
async function countSearched(db: AppDatabase, search: Search, withStatus: SQL | undefined) {
  const countOrders = (branch: SQL) =>
    db
      .select({ total: count() })
      .from(orders)
      .where(and(branch, withStatus))
      .then(([row]) => row?.total ?? 0);
  const [byCustomer, byNumber] = await Promise.all([
    withStatus ? countOrders(search.byCustomer) : search.customerOrders,
    search.byNumber ? countOrders(search.byNumber) : 0,
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

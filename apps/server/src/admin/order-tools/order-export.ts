import type { Readable } from 'node:stream';
import { ORDER_CSV_COLUMNS } from '@aurora-store/api/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/open-database';
import { orderItems, orders, users } from '../../db/schema';
import { type AdminOrderListFilters, adminOrdersMatching, newestFirst } from '../operations/admin-order-list';
import { csvDollars, csvRecord, type KeysetCursor, keysetCsvStream } from '../operations/csv';

/** Orders read per query: the export never holds more than one page of them in memory. */
export const ORDER_EXPORT_PAGE_SIZE = 1000;

/** The list's filters, as the export's query schema gives them ('all' and empty already taken out). */
type OrderExportFilters = Pick<AdminOrderListFilters, 'search' | 'status'>;

/**
 * The orders the admin list shows for these filters, every page in the list's order (newest first), as a
 * stream of CSV text: the header row, then one record per order, read page by page (keyset on placement time
 * and id) as the client reads. The search is resolved once, when the first page is read.
 */
export function orderExportStream(
  db: AppDatabase,
  filters: OrderExportFilters,
  pageSize = ORDER_EXPORT_PAGE_SIZE,
): Readable {
  let matching: Promise<SQL | undefined> | undefined;
  const readPage = async (after: KeysetCursor | undefined) => {
    matching ??= adminOrdersMatching(db, filters);
    return exportPage(db, await matching, pageSize, after);
  };
  return keysetCsvStream(ORDER_CSV_COLUMNS, readPage, toRecord, pageSize);
}

/**
 * After the cursor in the list's order (created_at descending, then id descending). The first bound alone
 * (`created_at <= …`) is what lets PostgreSQL walk the placement-time index from the cursor on.
 */
function afterCursor(after: KeysetCursor | undefined): SQL | undefined {
  if (!after) return undefined;
  const createdAt = sql`${after.createdAt}::timestamptz`;
  return sql`(${orders.createdAt} <= ${createdAt} and (${orders.createdAt} < ${createdAt} or ${orders.id} < ${after.id}::uuid))`;
}

function exportPage(db: AppDatabase, matching: SQL | undefined, pageSize: number, after?: KeysetCursor) {
  return db
    .select({
      id: orders.id,
      cursor: sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      status: orders.status,
      isPaid: orders.isPaid,
      paidAt: orders.paidAt,
      deliveredAt: orders.deliveredAt,
      items: sql<number>`(select coalesce(sum(${orderItems.quantity}), 0) from ${orderItems} where ${orderItems.orderId} = ${orders.id})::integer`,
      itemsPriceCents: orders.itemsPriceCents,
      discountCents: orders.discountCents,
      couponCode: orders.couponCode,
      taxPriceCents: orders.taxPriceCents,
      shippingPriceCents: orders.shippingPriceCents,
      totalPriceCents: orders.totalPriceCents,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(matching, afterCursor(after)))
    .orderBy(...newestFirst())
    .limit(pageSize);
}

type ExportRow = Awaited<ReturnType<typeof exportPage>>[number];

/** One order as ORDER_CSV_COLUMNS lists them. */
function toRecord(row: ExportRow): string {
  return csvRecord([
    row.orderNumber,
    row.createdAt.toISOString(),
    `${row.firstName} ${row.lastName}`,
    row.email,
    row.status,
    row.isPaid ? 'Yes' : 'No',
    row.paidAt?.toISOString() ?? '',
    row.deliveredAt?.toISOString() ?? '',
    row.items,
    csvDollars(row.itemsPriceCents),
    csvDollars(row.discountCents),
    row.couponCode ?? '',
    csvDollars(row.taxPriceCents),
    csvDollars(row.shippingPriceCents),
    csvDollars(row.totalPriceCents),
  ]);
}

import type { Readable } from 'node:stream';
import { SALES_REPORT_COLUMNS } from '@aurora-store/api/contract';
import { and, asc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/open-database';
import { orderItems, orders, users } from '../../db/schema';
import type { AnalyticsPeriod } from './analytics-period';
import { csvDollars, csvRecord, type KeysetCursor, keysetCsvStream } from './csv';

/** Orders read per query: the report never holds more than one page of them in memory. */
export const SALES_REPORT_PAGE_SIZE = 500;

/** The instants a report covers: placed at or after `startsAt` and before `endsBefore`. */
type ReportSpan = Pick<AnalyticsPeriod, 'startsAt' | 'endsBefore'>;

/**
 * The sales report of the orders placed in the span, oldest first, as a stream of CSV text: the header
 * row, then one record per order, read page by page (keyset on placement time and id) as the client reads.
 */
export function salesReportStream(
  db: AppDatabase,
  span: ReportSpan,
  pageSize = SALES_REPORT_PAGE_SIZE,
): Readable {
  return keysetCsvStream(
    SALES_REPORT_COLUMNS,
    (after) => reportPage(db, span, pageSize, after),
    toRecord,
    pageSize,
  );
}

function reportPage(db: AppDatabase, span: ReportSpan, pageSize: number, after: KeysetCursor | undefined) {
  const afterCursor: SQL | undefined = after
    ? sql`(${orders.createdAt}, ${orders.id}) > (${after.createdAt}::timestamptz, ${after.id}::uuid)`
    : undefined;
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
    .where(and(gte(orders.createdAt, span.startsAt), lt(orders.createdAt, span.endsBefore), afterCursor))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(pageSize);
}

type ReportRow = Awaited<ReturnType<typeof reportPage>>[number];

function toRecord(row: ReportRow): string {
  return csvRecord([
    row.orderNumber,
    row.createdAt.toISOString(),
    `${row.firstName} ${row.lastName}`,
    row.email,
    row.status,
    row.isPaid ? 'Yes' : 'No',
    row.items,
    csvDollars(row.itemsPriceCents),
    csvDollars(row.discountCents),
    row.couponCode ?? '',
    csvDollars(row.taxPriceCents),
    csvDollars(row.shippingPriceCents),
    csvDollars(row.totalPriceCents),
  ]);
}

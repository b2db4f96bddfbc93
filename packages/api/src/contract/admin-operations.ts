import { z } from 'zod';
import { isOutsideStoreYears, isoDateSchema, pageQuerySchema, paginationSchema, trimmed } from './common';
import {
  ADMIN_MAX_PAGE_SIZE,
  ADMIN_PAGE_SIZE,
  ALL_FILTER,
  ANALYTICS_DEFAULT_DAYS,
  ANALYTICS_MAX_RANGE_DAYS,
  ANALYTICS_PERIODS,
  type AnalyticsDays,
  ORDER_STATUSES,
  SEARCH_TEXT_MAX_LENGTH,
} from './constants';
import { successEnvelopeSchema } from './envelope';
import {
  ANALYTICS_DATE_MESSAGE,
  ANALYTICS_DAYS_MESSAGE,
  ANALYTICS_RANGE_LENGTH_MESSAGE,
  ANALYTICS_RANGE_ORDER_MESSAGE,
  ANALYTICS_RANGE_PAIR_MESSAGE,
  ANALYTICS_YEARS_MESSAGE,
  PAYMENT_IRREVERSIBLE_MESSAGE,
} from './messages';
import { orderEventSchema, orderSchema } from './orders';
import { productSchema } from './product';

/* The administrator's operations: dashboard, orders, analytics and the sales report (api.md, admin rows). */

/** A sum of money in dollars: unlike an order's amounts, a store's revenue has no upper bound. */
export const amountSchema = z.number().nonnegative();
export const countSchema = z.number().int().min(0);
const dayDateSchema = z.iso.date();

/* Orders */

/** `GET /api/admin/orders`: newest first; an empty search or status, or 'all', is no filter. */
export const adminOrderListQuerySchema = z.object({
  page: pageQuerySchema,
  limit: z.coerce
    .number<number>()
    .int()
    .min(1)
    .max(ADMIN_MAX_PAGE_SIZE, `At most ${ADMIN_MAX_PAGE_SIZE} per page`)
    .default(ADMIN_PAGE_SIZE),
  /** The start of an order number ('AUR-2026'), or part of the customer's name or email. */
  search: trimmed()
    .max(SEARCH_TEXT_MAX_LENGTH)
    .optional()
    .transform((search) => search || undefined),
  status: z
    .union([z.enum(ORDER_STATUSES), z.literal(ALL_FILTER), z.literal('')], {
      error: `Status must be ${ALL_FILTER} or one of ${ORDER_STATUSES.join(', ')}`,
    })
    .optional()
    .transform((status) => (status === ALL_FILTER || status === '' ? undefined : status)),
});
export type AdminOrderListQuery = Omit<z.input<typeof adminOrderListQuerySchema>, 'page'> & { page?: number };

/** An order in the admin lists: the shopper's answer plus how many units it holds (the list's Items column). */
export const adminOrderSchema = orderSchema.extend({ itemsCount: countSchema });
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/** Who took a step of the timeline: a person's name as it is now (an erased account's is erased). */
export const timelineActorSchema = z.object({ _id: z.string(), name: z.string() });
export type TimelineActor = z.infer<typeof timelineActorSchema>;

/** A status or payment step, with who took it (null when nobody is known, e.g. a deleted account). */
export const adminOrderEventSchema = orderEventSchema.extend({ actor: timelineActorSchema.nullable() });

/**
 * An administrator's change recorded in the audit log, e.g. `order.status_change` with
 * `details: { from: 'pending', to: 'shipped' }`. Status and payment changes appear both as their step and as
 * this entry; the step says what the order went through, the entry what an administrator did.
 */
export const adminAuditEntrySchema = z.object({
  type: z.literal('audit'),
  action: z.string(),
  details: z.record(z.string(), z.unknown()),
  at: isoDateSchema,
  actor: timelineActorSchema.nullable(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

/** An internal note on the order (POST adminOrderNotesPath): staff only, never in a shopper's answer. */
export const adminOrderNoteEntrySchema = z.object({
  type: z.literal('note'),
  _id: z.string(),
  text: z.string(),
  at: isoDateSchema,
  actor: timelineActorSchema.nullable(),
});
export type AdminOrderNoteEntry = z.infer<typeof adminOrderNoteEntrySchema>;

export const adminTimelineEntrySchema = z.union([
  adminOrderEventSchema,
  adminAuditEntrySchema,
  adminOrderNoteEntrySchema,
]);
export type AdminTimelineEntry = z.infer<typeof adminTimelineEntrySchema>;

/** One order for the admin detail: its timeline has every step, audit entry and note, oldest first, with actors. */
export const adminOrderDetailSchema = adminOrderSchema.extend({
  timeline: z.array(adminTimelineEntrySchema),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

export const adminOrderListResponseSchema = successEnvelopeSchema(
  z.object({ orders: z.array(adminOrderSchema), pagination: paginationSchema }),
);
export type AdminOrderListResponse = z.infer<typeof adminOrderListResponseSchema>;

/** The answer of the detail, the status change and the payment confirmation. */
export const adminOrderResponseSchema = successEnvelopeSchema(z.object({ order: adminOrderDetailSchema }));
export type AdminOrderResponse = z.infer<typeof adminOrderResponseSchema>;

/**
 * `PUT /api/admin/orders/:id/status`. Any status may follow any other, except that a cancelled order stays
 * cancelled (409): its stock went back on the shelf. The status it already has changes nothing.
 */
export const orderStatusBodySchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: `Status must be one of ${ORDER_STATUSES.join(', ')}` }),
});
export type OrderStatusBody = z.input<typeof orderStatusBodySchema>;

/** `PUT /api/admin/orders/:id/payment`: only `{ isPaid: true }`; confirming twice changes nothing. */
export const orderPaymentBodySchema = z.object({
  isPaid: z.literal(true, { error: PAYMENT_IRREVERSIBLE_MESSAGE }),
});
export type OrderPaymentBody = z.input<typeof orderPaymentBodySchema>;

/* Dashboard */

export const dashboardStatsSchema = z.object({
  /** Products not deleted, active or not. */
  totalProducts: countSchema,
  /** Accounts not deleted, shoppers and administrators. */
  totalUsers: countSchema,
  totalOrders: countSchema,
  /** The totals of every paid order. */
  totalRevenue: amountSchema,
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

export const adminDashboardResponseSchema = successEnvelopeSchema(
  z.object({
    stats: dashboardStatsSchema,
    /** The DASHBOARD_RECENT_ORDERS newest orders. */
    recentOrders: z.array(adminOrderSchema),
    /** Products at or below their low-stock threshold, fewest left first (DASHBOARD_LOW_STOCK_PRODUCTS). */
    lowStockProducts: z.array(productSchema),
    /** The DASHBOARD_TOP_SELLERS products sold most. */
    topSellingProducts: z.array(productSchema),
  }),
);
export type AdminDashboardResponse = z.infer<typeof adminDashboardResponseSchema>;

/* Analytics and the sales report */

/**
 * The analytics period: a preset `days` (7, 30, 90 or 365, ending today) or a custom range of whole days `from`
 * to `to` (YYYY-MM-DD, both included, at most ANALYTICS_MAX_RANGE_DAYS); neither is the default 30 days.
 * Days are the store's (STORE_TIME_ZONE). The same for the sales report.
 */
export type AnalyticsQuery =
  | { days?: AnalyticsDays; from?: never; to?: never }
  | { from: string; to: string; days?: never };
/** What the server reads from an analytics query: a preset or a range, never both. */
export type AnalyticsPeriodChoice = { days: AnalyticsDays } | { from: string; to: string };

const DAY_MS = 24 * 60 * 60 * 1000;

/** How many days `from` to `to` covers, both included (1 for a single day); calendar dates, so no zone. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

const rangeDateSchema = z.iso
  .date({ error: ANALYTICS_DATE_MESSAGE })
  .refine((day) => !isOutsideStoreYears(new Date(`${day}T12:00:00Z`)), ANALYTICS_YEARS_MESSAGE);

export const analyticsQuerySchema = z
  .object({
    days: z.coerce
      .number<number>({ error: ANALYTICS_DAYS_MESSAGE })
      .pipe(z.literal(ANALYTICS_PERIODS, { error: ANALYTICS_DAYS_MESSAGE }))
      .optional(),
    from: rangeDateSchema.optional(),
    to: rangeDateSchema.optional(),
  })
  .check((context) => {
    const { days, from, to } = context.value;
    if (from === undefined && to === undefined) return;
    if (from === undefined || to === undefined || days !== undefined) {
      context.issues.push({ code: 'custom', message: ANALYTICS_RANGE_PAIR_MESSAGE, input: context.value });
      return;
    }
    // A date refused above has its own message; a range of it means nothing.
    if (!rangeDateSchema.safeParse(from).success || !rangeDateSchema.safeParse(to).success) return;
    const length = daysInRange(from, to);
    if (length < 1) {
      context.issues.push({
        code: 'custom',
        message: ANALYTICS_RANGE_ORDER_MESSAGE,
        path: ['to'],
        input: to,
      });
    } else if (length > ANALYTICS_MAX_RANGE_DAYS) {
      context.issues.push({
        code: 'custom',
        message: ANALYTICS_RANGE_LENGTH_MESSAGE,
        path: ['to'],
        input: to,
      });
    }
  })
  .transform(
    ({ days, from, to }): AnalyticsPeriodChoice =>
      from !== undefined && to !== undefined ? { from, to } : { days: days ?? ANALYTICS_DEFAULT_DAYS },
  );

const dailyFiguresSchema = z.object({ date: dayDateSchema, revenue: amountSchema, orders: countSchema });

/** A figure of the period beside the one before it; growth in percent (1 decimal), null when before was 0. */
const comparedSchema = <Figure extends z.ZodType>(figure: Figure) =>
  z.object({ current: figure, previous: figure, growth: z.number().nullable() });

/**
 * The period is `from`..`to`, `days` whole days of the store's time zone (`timeZone`): the last `days` days with
 * today for a preset, or the range asked for; the previous period is as many days just before it. Orders count
 * by the day they were placed; revenue is what paid orders total.
 */
export const analyticsPeriodSchema = z.object({
  days: z.number().int().min(1).max(ANALYTICS_MAX_RANGE_DAYS),
  /** The IANA zone whose days these are (STORE_TIME_ZONE). */
  timeZone: z.string(),
  from: dayDateSchema,
  to: dayDateSchema,
  previousFrom: dayDateSchema,
  previousTo: dayDateSchema,
});

export const analyticsSchema = z.object({
  period: analyticsPeriodSchema,
  revenue: comparedSchema(amountSchema),
  /** What discount codes took off the paid orders of each period (issue 17); revenue is after them. */
  discounts: comparedSchema(amountSchema),
  orders: comparedSchema(countSchema),
  /** Orders placed in the period, by their status now; every status is present. */
  ordersByStatus: z.object({
    pending: countSchema,
    processing: countSchema,
    shipped: countSchema,
    delivered: countSchema,
    cancelled: countSchema,
  }),
  users: z.object({
    /** Accounts opened in the period that still exist. */
    new: countSchema,
    /** Accounts opened in the previous period that still exist. */
    previousNew: countSchema,
    /** Customers who placed an order in the period; an account deleted since still counts, as its orders do. */
    active: countSchema,
    /** Accounts that exist. */
    total: countSchema,
  }),
  /** Active products that are not deleted. */
  activeProducts: countSchema,
  /** Products not deleted with some stock left, at or below their threshold. */
  lowStockCount: countSchema,
  /** Products not deleted with no stock. */
  outOfStockCount: countSchema,
  /** Every day of the period, oldest first, zero on days without orders. */
  revenueByDay: z.array(dailyFiguresSchema),
  /** Every day of the previous period, oldest first: day k here sits beside day k of `revenueByDay`. */
  previousRevenueByDay: z.array(dailyFiguresSchema),
});
export type Analytics = z.infer<typeof analyticsSchema>;

export const adminAnalyticsResponseSchema = successEnvelopeSchema(analyticsSchema);
export type AdminAnalyticsResponse = z.infer<typeof adminAnalyticsResponseSchema>;

/**
 * `GET /api/admin/reports/sales.csv?days=N` (or `from` and `to`): the orders placed in the period as RFC 4180
 * CSV (not JSON), as an attachment named by `salesReportFileName` (paths.ts). The same period as the analytics.
 */
export const salesReportQuerySchema = analyticsQuerySchema;

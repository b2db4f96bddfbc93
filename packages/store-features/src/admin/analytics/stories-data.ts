import {
  ADMIN_ANALYTICS_PATH,
  ADMIN_CUSTOMER_INSIGHTS_PATH,
  ADMIN_PRODUCT_PERFORMANCE_PATH,
  type AdminAnalyticsResponse,
  type AnalyticsPeriodChoice,
  analyticsQuerySchema,
  type CustomerInsights,
  daysInRange,
  type ProductPerformance,
  SALES_REPORT_COLUMNS,
  SALES_REPORT_PATH,
} from '@aurora-store/api';
import type { MockAnswer, MockRequest } from '../../common/story-support/mock-routes';

export const ANALYTICS_ROUTE = `GET ${ADMIN_ANALYTICS_PATH}`;
export const SALES_REPORT_ROUTE = `GET ${SALES_REPORT_PATH}`;
export const PRODUCT_PERFORMANCE_ROUTE = `GET ${ADMIN_PRODUCT_PERFORMANCE_PATH}`;
export const CUSTOMER_INSIGHTS_ROUTE = `GET ${ADMIN_CUSTOMER_INSIGHTS_PATH}`;

/** The stories' today: a fixed day, so every story and screenshot shows the same dates. */
const TODAY = '2026-11-24';

const shift = (day: string, by: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + by * 86_400_000).toISOString().slice(0, 10);

/** A made-up day of sales: busier at weekends and growing through the year, never random. */
function dayOfSales(date: string, scale: number) {
  const time = Date.parse(`${date}T00:00:00Z`);
  const weekday = new Date(time).getUTCDay();
  const orders = Math.round(
    scale * (3 + ((time / 86_400_000) % 5) + (weekday === 0 || weekday === 6 ? 4 : 0)),
  );
  return { date, orders, revenue: Math.round(orders * 48.37 * 100) / 100 };
}

const sum = (days: { revenue: number; orders: number }[], key: 'revenue' | 'orders') =>
  Math.round(days.reduce((total, day) => total + day[key], 0) * 100) / 100;

const growth = (current: number, previous: number) =>
  previous === 0 ? null : Math.round(((current - previous) / previous) * 1000) / 10;

/** The API's answer for a period of the made-up store (`scale` 0 is a store that has sold nothing). */
export function analyticsAnswer(choice: AnalyticsPeriodChoice, scale = 1): AdminAnalyticsResponse {
  const { from, to } = 'days' in choice ? { from: shift(TODAY, 1 - choice.days), to: TODAY } : choice;
  const days = daysInRange(from, to);
  const dates = (start: string) => Array.from({ length: days }, (_, index) => shift(start, index));
  const current = dates(from).map((date) => dayOfSales(date, scale));
  const previous = dates(shift(from, -days)).map((date) => dayOfSales(date, scale * 0.8));
  const orders = sum(current, 'orders');
  const revenue = sum(current, 'revenue');
  // A twentieth of the revenue went to discount codes, in whole cents.
  const discounts = Math.round(revenue * 5) / 100;
  const previousDiscounts = Math.round(sum(previous, 'revenue') * 5) / 100;
  return {
    success: true,
    data: {
      period: {
        days,
        timeZone: 'UTC',
        from,
        to,
        previousFrom: shift(from, -days),
        previousTo: shift(from, -1),
      },
      revenue: {
        current: revenue,
        previous: sum(previous, 'revenue'),
        growth: growth(revenue, sum(previous, 'revenue')),
      },
      discounts: {
        current: discounts,
        previous: previousDiscounts,
        growth: growth(discounts, previousDiscounts),
      },
      orders: {
        current: orders,
        previous: sum(previous, 'orders'),
        growth: growth(orders, sum(previous, 'orders')),
      },
      ordersByStatus: {
        pending: Math.round(orders * 0.1),
        processing: Math.round(orders * 0.15),
        shipped: Math.round(orders * 0.2),
        delivered:
          orders -
          Math.round(orders * 0.1) -
          Math.round(orders * 0.15) -
          Math.round(orders * 0.2) -
          Math.round(orders * 0.05),
        cancelled: Math.round(orders * 0.05),
      },
      users: {
        new: Math.round(days * 0.6 * scale),
        previousNew: Math.round(days * 0.5 * scale),
        active: Math.round(orders * 0.7),
        total: scale === 0 ? 1 : 1284,
      },
      activeProducts: scale === 0 ? 0 : 46,
      lowStockCount: scale === 0 ? 0 : 3,
      outOfStockCount: scale === 0 ? 0 : 2,
      revenueByDay: current,
      previousRevenueByDay: previous,
    },
  };
}

/** The analytics route of a store at `scale`, answering whatever period is asked as the server would. */
export function analyticsRoute(scale = 1, asked: AnalyticsPeriodChoice[] = []) {
  return ({ url }: MockRequest): MockAnswer => {
    const choice = analyticsQuerySchema.parse(Object.fromEntries(url.searchParams));
    asked.push(choice);
    return { status: 200, body: analyticsAnswer(choice, scale) };
  };
}

export const salesReportFile = ({ url }: MockRequest): MockAnswer => ({
  status: 200,
  text: `${SALES_REPORT_COLUMNS.join(',')}\r\n`,
  contentType: 'text/csv; charset=utf-8',
  fileName: `sales-${url.searchParams.get('days') ?? 'range'}.csv`,
});

const PRODUCT_NAMES = [
  'Aurora Headphones',
  'Lumen Desk Lamp',
  'Nimbus Kettle',
  'Vertex Backpack',
  'Quartz Watch',
  'Solace Blanket',
  'Ember Mug',
  'Halo Speaker',
];

/** The rankings answer a period of the made-up store (`scale` 0 has sold nothing). */
function periodOf(choice: AnalyticsPeriodChoice) {
  return analyticsAnswer(choice).data.period;
}

export function productPerformanceAnswer(choice: AnalyticsPeriodChoice, scale = 1): ProductPerformance {
  const products =
    scale === 0
      ? []
      : PRODUCT_NAMES.map((name, index) => ({
          id: `product-${index + 1}`,
          name,
          sku: `AUR-${String(index + 1).padStart(4, '0')}`,
          image: null,
          units: (40 - index * 4) * scale,
          revenue: Math.round((40 - index * 4) * (19.99 + ((index * 37) % 90)) * scale * 100) / 100,
        }));
  return {
    period: periodOf(choice),
    byUnits: products,
    byRevenue: [...products].sort((a, b) => b.revenue - a.revenue),
  };
}

export function customerInsightsAnswer(choice: AnalyticsPeriodChoice, scale = 1): CustomerInsights {
  const names = ['Ada Lovelace', 'Grace Hopper', 'Alan Turing', 'Emmy Noether', 'Marie Curie'];
  return {
    period: periodOf(choice),
    customers: scale === 0 ? { active: 0, new: 0, returning: 0 } : { active: 182, new: 47, returning: 135 },
    bySpend:
      scale === 0
        ? []
        : names.map((name, index) => ({
            id: `customer-${index + 1}`,
            name,
            email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
            orders: 6 - index,
            spend: Math.round((1240.5 - index * 180.25) * 100) / 100,
          })),
  };
}

/** A rankings route of the store at `scale`, for whatever period is asked. */
export function rankingRoute(answer: (choice: AnalyticsPeriodChoice, scale: number) => unknown, scale = 1) {
  return ({ url }: MockRequest): MockAnswer => {
    const choice = analyticsQuerySchema.parse(Object.fromEntries(url.searchParams));
    return { status: 200, body: { success: true, data: answer(choice, scale) } };
  };
}

import type { Analytics, OrderStatus } from '@aurora-store/api';
import { Disclosure } from '@aurora-store/ui';
import { lazy, type ReactNode, Suspense } from 'react';
import { DashboardPanel } from '../dashboard/dashboard-panel';
import { count, money } from './analytics-format';
import { ChartPlaceholder } from './chart-placeholder';
import { bestDay, dayLabel, pairDays } from './daily-figures';
import { FiguresTable } from './figures-table';

// One chunk for both charts, fetched with this page only.
const RevenueChart = lazy(() =>
  import('./analytics-charts').then((charts) => ({ default: charts.RevenueChart })),
);
const StatusChart = lazy(() =>
  import('./analytics-charts').then((charts) => ({ default: charts.StatusChart })),
);

const STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

function ChartFrame({ height, children }: { height: number; children: ReactNode }) {
  return <Suspense fallback={<ChartPlaceholder height={height} />}>{children}</Suspense>;
}

/** Revenue Breakdown: the period's revenue day by day beside the previous period's, its summary and table. */
export function RevenueBreakdown({ analytics }: { analytics: Analytics }) {
  const days = pairDays(analytics);
  const spansYears = analytics.period.from.slice(0, 4) !== analytics.period.to.slice(0, 4);
  const best = bestDay(days);
  // Revenue is what the period's paid orders total, and the orders are every one placed: two figures, not one.
  const summary = `${money(analytics.revenue.current)} from paid orders and ${count(analytics.orders.current)} orders placed from ${dayLabel(analytics.period.from, true)} to ${dayLabel(analytics.period.to, true)}, against ${money(analytics.revenue.previous)} and ${count(analytics.orders.previous)} orders in the ${analytics.period.days} days before.${best ? ` The best day was ${dayLabel(best.date, true)}, with ${money(best.revenue)}.` : ''}${discountsSentence(analytics.discounts)}`;
  return (
    <DashboardPanel title="Revenue Breakdown">
      <figure className="flex flex-col gap-3 p-5">
        <figcaption className="text-muted text-sm">{summary}</figcaption>
        <ChartFrame height={260}>
          <RevenueChart days={days} label="Revenue per day, this period and the previous one" />
        </ChartFrame>
        <Disclosure title="Revenue per day as a table">
          <FiguresTable
            caption="Revenue and orders per day, beside the same day of the previous period"
            columns={['Day', 'Revenue', 'Orders', 'Previous day', 'Previous revenue', 'Previous orders']}
            rows={days.map((day) => ({
              key: day.date,
              cells: [
                dayLabel(day.date, spansYears),
                money(day.revenue),
                count(day.orders),
                dayLabel(day.previousDate, spansYears),
                money(day.previousRevenue),
                count(day.previousOrders),
              ],
            }))}
          />
        </Disclosure>
      </figure>
    </DashboardPanel>
  );
}

/** What discount codes took off, when they took anything in either period: revenue is after them. */
function discountsSentence(discounts: Analytics['discounts']): string {
  if (discounts.current === 0 && discounts.previous === 0) return '';
  return ` Discount codes took ${money(discounts.current)} off its paid orders, against ${money(discounts.previous)} before.`;
}

/** Order Status: the period's orders by the status they have now. */
export function OrderStatusPanel({ analytics }: { analytics: Analytics }) {
  const bars = (Object.keys(STATUS_LABELS) as OrderStatus[]).map((status) => ({
    status: STATUS_LABELS[status],
    orders: analytics.ordersByStatus[status],
  }));
  return (
    <DashboardPanel title="Order Status">
      <figure className="flex flex-col gap-3 p-5">
        <figcaption className="text-muted text-sm">
          {bars.map((bar) => `${bar.status}: ${count(bar.orders)}`).join(', ')}.
        </figcaption>
        <ChartFrame height={220}>
          <StatusChart bars={bars} label="Orders of the period by status" />
        </ChartFrame>
      </figure>
    </DashboardPanel>
  );
}

export function FactList({ label, facts }: { label: string; facts: readonly [string, string][] }) {
  return (
    <dl aria-label={label} className="grid grid-cols-1 gap-3 p-5 min-[480px]:grid-cols-3">
      {facts.map(([term, value]) => (
        <div key={term} className="flex flex-col gap-1 rounded-control bg-elevated px-4 py-3">
          <dt className="text-muted text-sm">{term}</dt>
          <dd className="font-semibold text-foreground text-xl tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** User Statistics: new accounts, customers who ordered, and everyone. */
export function UserStatistics({ analytics }: { analytics: Analytics }) {
  return (
    <DashboardPanel title="User Statistics">
      <FactList
        label="Users"
        facts={[
          ['New accounts', count(analytics.users.new)],
          ['Customers who ordered', count(analytics.users.active)],
          ['All accounts', count(analytics.users.total)],
        ]}
      />
    </DashboardPanel>
  );
}

/** Inventory Alerts: products running low and products sold out, now. */
export function InventoryAlerts({ analytics }: { analytics: Analytics }) {
  return (
    <DashboardPanel
      title="Inventory Alerts"
      viewAll={{ href: '/admin/products?stock=low', label: 'View all low stock products' }}
    >
      <FactList
        label="Stock"
        facts={[
          ['Low stock', count(analytics.lowStockCount)],
          ['Out of stock', count(analytics.outOfStockCount)],
          ['Active products', count(analytics.activeProducts)],
        ]}
      />
    </DashboardPanel>
  );
}

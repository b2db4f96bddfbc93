import type { Analytics } from '@aurora-store/api';
import { Card, cn } from '@aurora-store/ui';
import { OrdersIcon, ProductsIcon, RevenueIcon, UsersIcon } from '@aurora-store/ui/icons';
import type { ComponentType } from 'react';
import { StatFigure, statGridClasses } from '../dashboard/stat-cards';
import { count, money } from './analytics-format';
import { type PeriodChange, periodChange } from './period-change';

interface AnalyticsCard {
  label: string;
  value: string;
  /** How it moved against the previous period, or a line that says what it holds. */
  change: PeriodChange | { note: string };
  Icon: ComponentType;
  tint: string;
}

/** The spec's four cards, each with its change against the previous period where the figure has one. */
export function analyticsCards(analytics: Analytics): AnalyticsCard[] {
  const { revenue, orders, users } = analytics;
  return [
    {
      label: 'Total Revenue',
      value: money(revenue.current),
      change: periodChange(revenue.current, revenue.growth),
      Icon: RevenueIcon,
      tint: 'bg-success/15 text-success',
    },
    {
      label: 'Total Orders',
      value: count(orders.current),
      change: periodChange(orders.current, orders.growth),
      Icon: OrdersIcon,
      tint: 'bg-warning/15 text-warning',
    },
    {
      label: 'Total Users',
      value: count(users.total),
      change: {
        note: `${count(users.new)} new in this period (${count(users.previousNew)} before)`,
      },
      Icon: UsersIcon,
      tint: 'bg-accent/15 text-accent',
    },
    {
      label: 'Active Products',
      value: count(analytics.activeProducts),
      change: {
        note: `${count(analytics.lowStockCount)} low, ${count(analytics.outOfStockCount)} out of stock`,
      },
      Icon: ProductsIcon,
      tint: 'bg-info/15 text-info',
    },
  ];
}

const arrows = { up: '↑', down: '↓', same: '→' } as const;
const tones = { up: 'text-success', down: 'text-danger', same: 'text-muted' } as const;

function ChangeLine({ change }: { change: AnalyticsCard['change'] }) {
  if ('note' in change) return <p className="text-muted text-sm">{change.note}</p>;
  return (
    <p className="flex items-center gap-1.5 text-sm">
      <span aria-hidden="true" className={cn('font-semibold', tones[change.direction])}>
        {arrows[change.direction]} {change.text}
      </span>
      <span className="sr-only">{change.description}</span>
      <span aria-hidden="true" className="text-muted">
        vs previous period
      </span>
    </p>
  );
}

export function AnalyticsCards({ analytics }: { analytics: Analytics }) {
  return (
    <ul aria-label="Figures of the period" className={statGridClasses}>
      {analyticsCards(analytics).map(({ label, value, change, Icon, tint }) => (
        <li key={label}>
          <Card className="h-full gap-2 p-5">
            <StatFigure label={label} value={value} Icon={Icon} tint={tint} />
            <ChangeLine change={change} />
          </Card>
        </li>
      ))}
    </ul>
  );
}

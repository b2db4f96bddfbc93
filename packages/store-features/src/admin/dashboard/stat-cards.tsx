import type { DashboardStats } from '@aurora-store/api';
import { cardVariants, cn, focusRing, formatMoney } from '@aurora-store/ui';
import { OrdersIcon, ProductsIcon, RevenueIcon, UsersIcon } from '@aurora-store/ui/icons';
import type { ComponentType } from 'react';
import { Link } from 'react-aria-components';

interface StatCard {
  label: string;
  href: string;
  value: (stats: DashboardStats) => string;
  Icon: ComponentType;
  /** The icon bubble's colour: a tint of one of the theme's tones. */
  tint: string;
}

const countFormat = new Intl.NumberFormat('en-US');

/** Spec section 2, Admin dashboard: the first three go to their lists, revenue goes to the orders. */
export const statCards: readonly StatCard[] = [
  {
    label: 'Total Products',
    href: '/admin/products',
    value: (stats) => countFormat.format(stats.totalProducts),
    Icon: ProductsIcon,
    tint: 'bg-info/15 text-info',
  },
  {
    label: 'Total Users',
    href: '/admin/users',
    value: (stats) => countFormat.format(stats.totalUsers),
    Icon: UsersIcon,
    tint: 'bg-accent/15 text-accent',
  },
  {
    label: 'Total Orders',
    href: '/admin/orders',
    value: (stats) => countFormat.format(stats.totalOrders),
    Icon: OrdersIcon,
    tint: 'bg-warning/15 text-warning',
  },
  {
    label: 'Total Revenue',
    href: '/admin/orders',
    // Money the store took, in dollars as orders are (spec section 9).
    value: (stats) => formatMoney(stats.totalRevenue, 'USD'),
    Icon: RevenueIcon,
    tint: 'bg-success/15 text-success',
  },
];

export const statGridClasses = 'grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 xl:grid-cols-4';

/** A figure's face, alike on the dashboard and in the analytics: label, icon in a tinted bubble, figure. */
export function StatFigure({
  label,
  value,
  Icon,
  tint,
}: Pick<StatCard, 'label' | 'Icon' | 'tint'> & { value: string }) {
  return (
    <>
      <span className="flex items-center justify-between gap-3">
        <span className="text-muted text-sm">{label}</span>
        <span className={cn('flex size-9 shrink-0 items-center justify-center rounded-pill', tint)}>
          <Icon />
        </span>
      </span>
      {/* A figure never breaks inside itself: '$21,962.85' stays on one line. */}
      <span className="whitespace-nowrap font-bold text-2xl text-foreground tabular-nums">{value}</span>
    </>
  );
}

/** The four figures, each a link to where they come from. */
export function StatCards({ stats }: { stats: DashboardStats }) {
  return (
    <ul aria-label="Store figures" className={statGridClasses}>
      {statCards.map(({ label, href, value, Icon, tint }) => (
        <li key={label}>
          <Link
            href={href}
            className={({ isFocusVisible, isHovered }) =>
              cn(
                cardVariants(),
                'h-full gap-2 p-5 transition-colors duration-base',
                isHovered && 'border-border-strong bg-elevated',
                focusRing({ isFocusVisible }),
              )
            }
          >
            <StatFigure label={label} value={value(stats)} Icon={Icon} tint={tint} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

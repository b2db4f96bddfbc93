import type { AdminOrder } from '@aurora-store/api';
import { cn, focusRing, formatMoney, StatusBadge } from '@aurora-store/ui';
import { Link } from 'react-aria-components';
import { orderStatusBadge } from '../../common/order/order-status';
import { formatAdminDate } from '../shared/admin-format';
import { adminOrderHref } from '../shared/admin-hrefs';
import { DashboardPanel } from './dashboard-panel';

/** The newest orders: number (to its admin detail), customer, date, total and the status in its colour. */
export function RecentOrders({ orders }: { orders: AdminOrder[] }) {
  return (
    <DashboardPanel
      title="Recent Orders"
      viewAll={{ href: '/admin/orders', label: 'View all orders' }}
      isEmpty={orders.length === 0}
      empty={{ title: 'No orders yet', description: 'Orders appear here as soon as shoppers place them.' }}
    >
      <ul aria-label="Recent orders" className="divide-y divide-border">
        {orders.map((order) => {
          const status = orderStatusBadge(order.status);
          return (
            <li
              key={order._id}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-5 py-3"
            >
              <div className="flex min-w-0 flex-col gap-0.5">
                <Link
                  href={adminOrderHref(order)}
                  aria-label={`Order ${order.orderNumber}`}
                  className={({ isFocusVisible, isHovered }) =>
                    cn(
                      'w-fit break-all rounded-sm font-medium text-foreground',
                      isHovered && 'text-primary underline underline-offset-2',
                      focusRing({ isFocusVisible }),
                    )
                  }
                >
                  {order.orderNumber}
                </Link>
                <p className="text-muted text-sm">
                  {order.user.firstName} {order.user.lastName} ·{' '}
                  <time dateTime={order.createdAt}>{formatAdminDate(order.createdAt)}</time>
                </p>
              </div>
              <div className="flex items-center gap-3">
                <span className="font-semibold text-foreground tabular-nums">
                  {formatMoney(order.totalPrice, 'USD')}
                </span>
                <StatusBadge tone={status.tone} data-status={order.status}>
                  {status.label}
                </StatusBadge>
              </div>
            </li>
          );
        })}
      </ul>
    </DashboardPanel>
  );
}

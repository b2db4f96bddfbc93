import type { Order } from '@aurora-store/api';
import { Card, formatMoney, LinkButton } from '@aurora-store/ui';
import { OrderStatusBadge, PaymentBadge } from '../../common/order/order-badges';
import { formatOrderDate } from '../../common/order/order-date';
import { Picture } from '../../common/picture';
import { moreItemsLabel, previewItems } from './item-preview';

/**
 * One order of My Orders: number, date, status and payment, total, its first items and the way to its detail
 * page.
 */
export function MyOrderCard({ order }: { order: Order }) {
  const { shown, moreCount } = previewItems(order.orderItems);
  const more = moreItemsLabel(moreCount);
  return (
    <Card>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 px-5 pt-5">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 className="break-words font-semibold text-foreground">Order #{order.orderNumber}</h2>
          <p className="text-muted text-sm">
            Placed on <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <OrderStatusBadge status={order.status} />
          {/* Spelt out as on the order's page, so a pending payment never reads as the status 'Pending'. */}
          <PaymentBadge isPaid={order.isPaid} wording="detail" />
        </div>
      </div>
      <div className="flex flex-col gap-3 px-5 py-4">
        <ul aria-label={`Items in order ${order.orderNumber}`} className="flex flex-col gap-3">
          {shown.map((item) => (
            <li key={`${item.product ?? 'removed'}:${item.name}`} className="flex items-center gap-3">
              <Picture
                src={item.image || undefined}
                sizes="48px"
                alt=""
                ratio="square"
                className="size-12 shrink-0"
              />
              <span className="line-clamp-2 min-w-0 flex-1 break-words text-foreground">{item.name}</span>
              <span className="shrink-0 text-muted text-sm tabular-nums">Qty: {item.quantity}</span>
            </li>
          ))}
        </ul>
        {more && <p className="text-muted text-sm">{more}</p>}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 border-border border-t px-5 py-3">
        <p className="text-muted">
          Total:{' '}
          <span className="font-semibold text-foreground tabular-nums">
            {formatMoney(order.totalPrice, 'USD')}
          </span>
        </p>
        <LinkButton
          href={`/order/${order._id}`}
          variant="secondary"
          size="sm"
          aria-label={`View Details of order ${order.orderNumber}`}
        >
          View Details
        </LinkButton>
      </div>
    </Card>
  );
}

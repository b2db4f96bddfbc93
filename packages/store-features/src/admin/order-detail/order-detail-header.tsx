import type { AdminOrderDetail } from '@aurora-store/api';
import { Button, LinkButton } from '@aurora-store/ui';
import { ArrowLeftIcon, PrinterIcon } from '@aurora-store/ui/icons';
import { OrderStatusBadge, PaymentBadge } from '../../common/order/order-badges';
import { formatAdminDateTime } from './order-time';

/** The way back to the list (`href`: as the admin left it), above the heading, whether or not the order has loaded. */
export function BackToOrders({ href }: { href: string }) {
  return (
    <LinkButton href={href} variant="ghost" size="sm" className="-ms-3 self-start">
      <ArrowLeftIcon className="size-4" />
      Back to Orders
    </LinkButton>
  );
}

export interface OrderDetailHeaderProps {
  order: AdminOrderDetail;
  /** The invoice and packing slip are being put on the page for printing. */
  isPreparingPrint: boolean;
  onPrint: () => void;
}

/** The order's number, its status and payment as badges, when it was placed, and Print. */
export function OrderDetailHeader({ order, isPreparingPrint, onPrint }: OrderDetailHeaderProps) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div className="flex min-w-0 flex-col gap-2">
        <h1 className="break-words font-bold text-2xl text-foreground sm:text-3xl">
          Order #{order.orderNumber}
        </h1>
        <div className="flex flex-wrap items-center gap-2">
          <OrderStatusBadge status={order.status} size="md" />
          <PaymentBadge isPaid={order.isPaid} size="md" />
        </div>
        <p className="text-muted">
          Placed on <time dateTime={order.createdAt}>{formatAdminDateTime(order.createdAt)}</time>
        </p>
      </div>
      <Button variant="secondary" isPending={isPreparingPrint} onPress={onPrint}>
        <PrinterIcon size="sm" />
        Print
      </Button>
    </div>
  );
}

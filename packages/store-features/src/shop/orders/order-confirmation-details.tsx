import type { Order } from '@aurora-store/api';
import { Button, formatMoney, LinkButton } from '@aurora-store/ui';
import { CheckIcon } from '@aurora-store/ui/icons';
import type { ReactNode } from 'react';
import { OrderStatusBadge, PaymentBadge } from '../../common/order/order-badges';
import { formatOrderDate } from '../../common/order/order-date';
import { OrderLines } from '../../common/order/order-lines';
import { OrderFact, OrderSection } from '../../common/order/order-section';
import { OrderTotals } from '../../common/order/order-totals';
import { ShippingAddressBlock } from '../../common/order/shipping-address';
import { WhatsNextPanel } from './whats-next-panel';

/** Who placed the order, as checkout hands it over (phone only when there is one). */
export interface OrderCustomer {
  name: string;
  email: string;
  phone?: string;
}

export interface OrderConfirmationDetailsProps {
  order: Order;
  customer: OrderCustomer;
  onPrint: () => void;
}

/** Everything the confirmation shows of a placed order (spec section 2, Order confirmation). */
export function OrderConfirmationDetails({ order, customer, onPrint }: OrderConfirmationDetailsProps) {
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col items-center gap-3 text-center">
        <span
          aria-hidden="true"
          className="flex size-14 items-center justify-center rounded-pill bg-success/15 text-success print:hidden"
        >
          <CheckIcon className="size-7" strokeWidth={2.5} />
        </span>
        <h1 className="font-bold text-3xl text-foreground">Order Confirmed!</h1>
        <p className="max-w-md text-muted">
          Thank you for your purchase. Your order has been placed successfully.
        </p>
      </header>

      <FactsSection
        title="Order Details"
        listClassName="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5"
      >
        <OrderFact label="Order Number">
          <span className="break-words font-medium">{order.orderNumber}</span>
        </OrderFact>
        <OrderFact label="Order Date">
          <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
        </OrderFact>
        <OrderFact label="Status">
          <OrderStatusBadge status={order.status} />
        </OrderFact>
        <OrderFact label="Payment Status">
          <PaymentBadge isPaid={order.isPaid} />
        </OrderFact>
        <OrderFact label="Total">
          <span className="font-semibold tabular-nums">{formatMoney(order.totalPrice, 'USD')}</span>
        </OrderFact>
      </FactsSection>

      <div className="grid gap-6 md:grid-cols-2">
        <FactsSection title="Customer Information" listClassName="flex flex-col gap-3">
          <OrderFact label="Name">{customer.name}</OrderFact>
          <OrderFact label="Email">
            <span className="[overflow-wrap:anywhere]">{customer.email}</span>
          </OrderFact>
          {customer.phone && <OrderFact label="Phone">{customer.phone}</OrderFact>}
        </FactsSection>
        <OrderSection title="Shipping Address">
          <ShippingAddressBlock address={order.shippingAddress} />
        </OrderSection>
      </div>

      <OrderSection title="Order Items">
        <OrderLines items={order.orderItems} aria-label={`Items in order ${order.orderNumber}`} />
        <div className="border-border border-t pt-4">
          <OrderTotals {...order} />
        </div>
      </OrderSection>

      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center print:hidden">
        <Button variant="secondary" onPress={onPrint}>
          Print Order
        </Button>
        <LinkButton href="/orders" variant="outline">
          View All Orders
        </LinkButton>
        <LinkButton href="/products">Continue Shopping</LinkButton>
      </div>

      <WhatsNextPanel />
    </div>
  );
}

interface FactsSectionProps {
  title: string;
  /** How the facts are laid out: a row of columns, or a single column. */
  listClassName: string;
  /** The OrderFacts. */
  children: ReactNode;
}

/** A titled panel of the order's facts, each a label and its value. */
function FactsSection({ title, listClassName, children }: FactsSectionProps) {
  return (
    <OrderSection title={title}>
      <dl className={listClassName}>{children}</dl>
    </OrderSection>
  );
}

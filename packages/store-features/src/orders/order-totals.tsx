import type { Order } from '@aurora-store/api';
import { formatMoney } from '@aurora-store/ui';
import { orderSubtotal } from './order-money';

type OrderTotalsProps = Pick<Order, 'totalPrice' | 'taxPrice' | 'shippingPrice'>;

/** Subtotal, shipping, tax and total of a placed order, in the dollars it was charged in. */
export function OrderTotals(order: OrderTotalsProps) {
  const rows = [
    { label: 'Subtotal', amount: orderSubtotal(order) },
    { label: 'Shipping', amount: order.shippingPrice },
    { label: 'Tax', amount: order.taxPrice },
  ];
  return (
    <dl className="flex flex-col gap-2 text-sm">
      {rows.map((row) => (
        <div key={row.label} className="flex justify-between gap-4">
          <dt className="text-muted">{row.label}</dt>
          <dd className="text-foreground tabular-nums">{formatMoney(row.amount, 'USD')}</dd>
        </div>
      ))}
      <div className="mt-1 flex justify-between gap-4 border-border border-t pt-3 font-semibold text-base">
        <dt className="text-foreground">Total</dt>
        <dd className="text-foreground tabular-nums">{formatMoney(order.totalPrice, 'USD')}</dd>
      </div>
    </dl>
  );
}

import { formatMoney } from '@aurora-store/ui';
import { type OrderMoney, orderTotalRows } from './order-money';

/** Subtotal, a discount code's line, shipping, tax and total of a placed order, in the dollars it was charged in. */
export function OrderTotals(order: OrderMoney) {
  const rows = orderTotalRows(order);
  const total = rows.pop();
  return (
    <dl className="flex flex-col gap-2 text-sm">
      {rows.map((row) => (
        <div key={row.label} className="flex justify-between gap-4">
          <dt className="text-muted">{row.label}</dt>
          <dd className="text-foreground tabular-nums">{formatMoney(row.amount, 'USD')}</dd>
        </div>
      ))}
      {total && (
        <div className="mt-1 flex justify-between gap-4 border-border border-t pt-3 font-semibold text-base">
          <dt className="text-foreground">{total.label}</dt>
          <dd className="text-foreground tabular-nums">{formatMoney(total.amount, 'USD')}</dd>
        </div>
      )}
    </dl>
  );
}

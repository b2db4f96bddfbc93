import { type CartLine, centsToDollars, dollarsToCents } from '@aurora-store/api';
import { Card, formatMoney } from '@aurora-store/ui';
import type { ReactNode } from 'react';
import { Picture } from '../../common/picture';
import type { CartTotals } from './order-payload';

export interface CheckoutSummaryProps {
  /** The heading's id, for the region that holds the summary. */
  titleId: string;
  lines: readonly CartLine[];
  totals: CartTotals;
  /** The applied discount code, named on the Discount line; null without one. */
  couponCode: string | null;
  /** The discount code field, between the items and the money. */
  discountField: ReactNode;
  /** The Place Order button, under the total it charges. */
  action: ReactNode;
}

/**
 * The order summary beside the form: the items, the discount code, then subtotal, the code's discount,
 * shipping, tax and total in dollars.
 */
export function CheckoutSummary({
  titleId,
  lines,
  totals,
  couponCode,
  discountField,
  action,
}: CheckoutSummaryProps) {
  return (
    <Card className="gap-5 p-5 sm:p-6">
      <h2 id={titleId} className="font-semibold text-foreground text-lg">
        Order Summary
      </h2>
      <ul aria-label="Items" className="flex flex-col gap-4">
        {lines.map((line) => (
          <li key={line._id} className="flex items-center gap-3">
            <Picture
              src={line.product.images[0]?.url}
              sizes="56px"
              alt=""
              ratio="square"
              className="size-14 shrink-0 border border-border"
            />
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 font-medium text-foreground text-sm">{line.product.name}</p>
              <p className="text-muted text-sm">
                Qty: {line.quantity} × {formatMoney(line.product.price, 'USD')}
              </p>
            </div>
            <p className="font-medium text-foreground text-sm tabular-nums">
              {formatMoney(lineTotal(line), 'USD')}
            </p>
          </li>
        ))}
      </ul>
      <div className="border-border border-t pt-4">{discountField}</div>
      <dl className="flex flex-col gap-2 border-border border-t pt-4 text-sm">
        <SummaryRow term="Subtotal" amount={totals.subtotal} />
        {couponCode && totals.discount > 0 && (
          <SummaryRow term={`Discount (${couponCode})`} amount={-totals.discount} />
        )}
        <SummaryRow term="Shipping" amount={totals.shipping} />
        <SummaryRow term="Tax" amount={totals.tax} />
        <div className="mt-2 flex justify-between border-border border-t pt-3 font-semibold text-base text-foreground">
          <dt>Total</dt>
          <dd className="tabular-nums">{formatMoney(totals.total, 'USD')}</dd>
        </div>
      </dl>
      {action}
    </Card>
  );
}

function SummaryRow({ term, amount }: { term: string; amount: number }) {
  return (
    <div className="flex justify-between">
      <dt className="text-muted">{term}</dt>
      <dd className="text-foreground tabular-nums">{formatMoney(amount, 'USD')}</dd>
    </div>
  );
}

function lineTotal(line: CartLine): number {
  return centsToDollars(dollarsToCents(line.product.price) * line.quantity);
}

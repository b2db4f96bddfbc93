import { type Currency, centsToDollars, type OrderSummaryCents, TAX_RATE_PERCENT } from '@aurora-store/api';
import { Card, CardBody, CardFooter, CardHeader, LinkButton } from '@aurora-store/ui';
import { formatPrice } from '../money';

export interface CartOrderSummaryProps {
  summary: OrderSummaryCents;
  currency: Currency;
}

/** The cart's Order Summary (spec sections 2 and 9) in the shopper's currency, and the way to checkout. */
export function CartOrderSummary({ summary, currency }: CartOrderSummaryProps) {
  const money = (cents: number) => formatPrice(centsToDollars(cents), currency);
  const rows = [
    { label: 'Subtotal', value: money(summary.subtotalCents) },
    { label: 'Shipping', value: money(summary.shippingCents) },
    { label: `Tax (${TAX_RATE_PERCENT}%)`, value: money(summary.taxCents) },
  ];
  return (
    <Card role="region" aria-labelledby="cart-summary-title" className="lg:sticky lg:top-6">
      <CardHeader>
        <h2 id="cart-summary-title" className="font-semibold text-foreground text-lg">
          Order Summary
        </h2>
      </CardHeader>
      <CardBody>
        <dl className="flex flex-col gap-3 text-sm">
          {rows.map((row) => (
            <div key={row.label} className="flex justify-between gap-4">
              <dt className="text-muted">{row.label}</dt>
              <dd className="text-foreground tabular-nums">{row.value}</dd>
            </div>
          ))}
          <div className="flex justify-between gap-4 border-border border-t pt-3 font-semibold text-base">
            <dt className="text-foreground">Total</dt>
            <dd className="text-foreground tabular-nums">{money(summary.totalCents)}</dd>
          </div>
        </dl>
      </CardBody>
      <CardFooter>
        <LinkButton href="/checkout" size="lg" className="w-full">
          Proceed to Checkout
        </LinkButton>
      </CardFooter>
    </Card>
  );
}

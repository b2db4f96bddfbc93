import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { discountPercent, formatMoney } from './format-money';

export const priceVariants = cva('inline-flex flex-wrap items-baseline gap-x-2 gap-y-1', {
  variants: {
    size: {
      sm: '[&_[data-slot=price-amount]]:text-sm',
      md: '[&_[data-slot=price-amount]]:text-base',
      lg: '[&_[data-slot=price-amount]]:text-2xl',
    },
  },
  defaultVariants: { size: 'md' },
});

export interface PriceProps {
  /** What the shopper pays, already in `currency` (the app converts; the library knows no rates). */
  amount: number;
  /** ISO 4217 code, such as USD or INR. */
  currency: string;
  /** The price before a discount, in the same currency; shown struck through when above `amount`. */
  compareAmount?: number;
  /** Show the percentage saved beside the compare price. @default true */
  showDiscount?: boolean;
  /** @default 'md' */
  size?: NonNullable<VariantProps<typeof priceVariants>['size']>;
  className?: string;
}

/**
 * A price, and when it is reduced the old price struck through and the percentage saved. A screen reader
 * hears "$79.00, was $99.00, 20% off": strikethrough is not announced, so the old price is labelled in
 * words, and the "−20%" drawn on screen is read as "20% off".
 */
export function Price({
  amount,
  currency,
  compareAmount,
  showDiscount = true,
  size = 'md',
  className,
}: PriceProps) {
  const percent = compareAmount === undefined ? null : discountPercent(amount, compareAmount);
  const isReduced = compareAmount !== undefined && percent !== null;

  return (
    <span data-slot="price" className={cn(priceVariants({ size }), className)}>
      <span
        data-slot="price-amount"
        className={cn('font-semibold text-foreground tabular-nums', isReduced && 'text-success')}
      >
        {formatMoney(amount, currency)}
      </span>
      {isReduced && (
        <>
          <span className="sr-only">, was</span>
          <s data-slot="price-compare" className="text-muted text-sm tabular-nums">
            {formatMoney(compareAmount, currency)}
          </s>
          {showDiscount && (
            <span
              data-slot="price-discount"
              className="rounded-pill bg-success/15 px-1.5 py-0.5 font-medium text-success text-xs forced-colors:border forced-colors:border-[CanvasText]"
            >
              <span aria-hidden="true">−{percent}%</span>
              <span className="sr-only">, {percent}% off</span>
            </span>
          )}
        </>
      )}
    </span>
  );
}

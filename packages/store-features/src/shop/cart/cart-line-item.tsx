import { type CartLine, type Currency, centsToDollars } from '@aurora-store/api';
import { Button, cn, focusRing, NumberField, Spinner } from '@aurora-store/ui';
import { useId } from 'react';
import { Link } from 'react-aria-components';
import { formatPrice } from '../../common/money';
import { productHref } from '../../common/navigation';
import { Picture } from '../../common/picture';
import { lineTotalCents, quantityChange } from './cart-summary';

export interface CartLineItemProps {
  line: CartLine;
  currency: Currency;
  /** The quantity this line's call is going to while it runs; undefined when the line is idle. */
  busyQuantity: number | undefined;
  /** Another line's call is under way: this one waits, so answers never cross. */
  isLocked: boolean;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
}

/** One line of the cart (spec section 2, Cart): image, name, unit price, quantity stepper, line total, Remove. */
export function CartLineItem({
  line,
  currency,
  busyQuantity,
  isLocked,
  onQuantityChange,
  onRemove,
}: CartLineItemProps) {
  const nameId = useId();
  const { product } = line;
  const isBusy = busyQuantity !== undefined;
  const quantity = busyQuantity ?? line.quantity;
  const href = productHref(product._id);

  return (
    <article
      aria-labelledby={nameId}
      aria-busy={isBusy}
      className="grid grid-cols-[5rem_1fr] gap-x-4 gap-y-3 py-5 sm:grid-cols-[6rem_1fr_auto] sm:items-center"
    >
      <Picture
        src={product.image || undefined}
        sizes="(min-width: 640px) 96px, 80px"
        alt=""
        ratio="square"
        className="w-20 sm:w-24"
      />
      <div className="flex min-w-0 flex-col gap-1">
        <h3 id={nameId} className="font-semibold text-base text-foreground leading-snug">
          <Link
            href={href}
            className={({ isFocusVisible, isHovered }) =>
              cn(
                'break-words rounded-sm',
                isHovered && 'text-primary underline',
                focusRing({ isFocusVisible }),
              )
            }
          >
            {product.name}
          </Link>
        </h3>
        <p className="text-muted text-sm">
          <span className="sr-only">Unit price: </span>
          {formatPrice(product.price, currency)} each
        </p>
      </div>
      <div className="col-span-2 flex flex-wrap items-end justify-between gap-3 sm:col-span-1 sm:justify-end sm:gap-6">
        <NumberField
          label="Quantity"
          value={quantity}
          minValue={0}
          maxValue={product.stock}
          isReadOnly={isBusy || isLocked}
          onChange={(next) => {
            const change = quantityChange(line.quantity, next, product.stock);
            if (change.kind === 'update') onQuantityChange(change.quantity);
            if (change.kind === 'remove') onRemove();
          }}
        />
        <div className="flex min-w-24 flex-col items-end gap-1">
          <p className="font-semibold text-foreground tabular-nums">
            <span className="sr-only">Line total: </span>
            {formatPrice(centsToDollars(lineTotalCents({ product, quantity: line.quantity })), currency)}
          </p>
          <div className="flex items-center gap-2">
            {isBusy && <Spinner size="sm" aria-label={`Updating ${product.name}`} />}
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Remove ${product.name}`}
              isDisabled={isBusy || isLocked}
              onPress={onRemove}
              className="text-danger"
            >
              Remove
            </Button>
          </div>
        </div>
      </div>
    </article>
  );
}

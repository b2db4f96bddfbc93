import type { OrderItem } from '@aurora-store/api';
import { formatMoney } from '@aurora-store/ui';
import type { ReactNode } from 'react';
import { Picture } from '../picture';
import { lineTotal } from './order-money';

export interface OrderLinesProps {
  items: readonly OrderItem[];
  /** Names the list for assistive technology. */
  'aria-label': string;
  /** Something to act on a line with, such as 'Write Review' on a delivered order. */
  renderAction?: (item: OrderItem) => ReactNode;
}

/**
 * The lines of an order: picture, name, quantity, unit price and line total. A picture that fails to load
 * gives way to ui's Image fallback; it is decoration, the name beside it says what it is.
 */
export function OrderLines({ items, renderAction, 'aria-label': label }: OrderLinesProps) {
  return (
    <ul aria-label={label} className="flex flex-col divide-y divide-border">
      {items.map((item) => (
        <li
          key={`${item.product ?? 'removed'}:${item.name}`}
          className="flex flex-wrap items-center gap-x-4 gap-y-3 py-4 first:pt-0 last:pb-0"
        >
          <Picture
            src={item.image || undefined}
            sizes="(min-width: 640px) 80px, 64px"
            alt=""
            ratio="square"
            className="size-16 shrink-0 sm:size-20"
          />
          <div className="flex min-w-0 flex-1 basis-40 flex-col gap-1">
            <p className="break-words font-medium text-foreground">{item.name}</p>
            <p className="text-muted text-sm">
              Quantity: <span className="text-foreground tabular-nums">{item.quantity}</span>
            </p>
            <p className="text-muted text-sm">
              Unit price:{' '}
              <span className="text-foreground tabular-nums">{formatMoney(item.price, 'USD')}</span>
            </p>
          </div>
          <div className="ms-auto flex flex-col items-end gap-2">
            <p className="font-semibold text-foreground tabular-nums">
              <span className="sr-only">Line total: </span>
              {formatMoney(lineTotal(item), 'USD')}
            </p>
            {renderAction?.(item)}
          </div>
        </li>
      ))}
    </ul>
  );
}

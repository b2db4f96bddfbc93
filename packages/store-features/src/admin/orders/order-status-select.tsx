import type { AdminOrder, OrderStatus } from '@aurora-store/api';
import { NativeSelect, Spinner } from '@aurora-store/ui';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { focusWhenLost } from '../list';
import { asksBeforeStatus, CancelOrderDialog } from '../shared';
import { ORDER_STATUS_OPTIONS } from './admin-orders-query';

export interface OrderStatusSelectProps {
  /** The order as shown: while its change is on its way, with the status asked for. */
  order: AdminOrder;
  /** A call for this order is on its way (a status change or its payment): the dropdown waits. */
  isBusy: boolean;
  /** This dropdown's own change is on its way: a spinner says so beside it. */
  isSaving: boolean;
  onChange: (status: OrderStatus) => void;
}

/**
 * Keys on the closed dropdown. The table already takes the arrows (they move between cells; Alt+Arrow Down
 * opens the list); Space and Enter open it rather than select the row; a letter must not pick a status on its
 * own, since a pick is sent at once.
 */
function keepRowKeysOut(event: KeyboardEvent<HTMLSelectElement>) {
  if (event.key === ' ' || event.key === 'Enter') event.stopPropagation();
  else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey)
    event.preventDefault();
}

/**
 * The Status column's inline dropdown (spec section 2): any status may be chosen (the server refuses what its
 * rules forbid); Cancelled asks first, and the dropdown keeps the order's status until the owner says yes. The
 * browser's own select, as the list's filters are: ten of them on a page cost no script, and a phone opens its
 * own picker. It is disabled while the order's call runs, and gives the focus back after.
 */
export function OrderStatusSelect({ order, isBusy, isSaving, onChange }: OrderStatusSelectProps) {
  const frame = useRef<HTMLDivElement>(null);
  const [isAskingToCancel, setIsAskingToCancel] = useState(false);
  // Disabling the focused dropdown drops the focus on the page; a keyboard user gets it back here.
  const wasBusy = useRef(isBusy);
  useEffect(() => {
    if (wasBusy.current && !isBusy)
      focusWhenLost({ current: frame.current?.querySelector('select') ?? null });
    wasBusy.current = isBusy;
  }, [isBusy]);

  return (
    <div ref={frame} data-status={order.status} className="relative w-fit">
      <NativeSelect
        label={`Status of order ${order.orderNumber}`}
        options={ORDER_STATUS_OPTIONS}
        value={order.status}
        onChange={(status) =>
          asksBeforeStatus(order.status, status) ? setIsAskingToCancel(true) : onChange(status)
        }
        onKeyDown={keepRowKeysOut}
        disabled={isBusy}
        // The column names it on screen; the label is for a screen reader's "Status of order ...".
        className="w-36 lg:w-32 [&_label]:sr-only"
      />
      {isSaving && (
        // In the space after the dropdown, over the cell's padding: the columns do not shift as it comes and goes.
        <span className="absolute start-full top-1/2 ms-1.5 flex -translate-y-1/2">
          <Spinner size="sm" aria-label={`Updating order ${order.orderNumber}`} />
        </span>
      )}
      <CancelOrderDialog
        orderNumber={order.orderNumber}
        isOpen={isAskingToCancel}
        onOpenChange={setIsAskingToCancel}
        onConfirm={() => onChange('cancelled')}
      />
    </div>
  );
}

import { ORDER_STATUSES, type OrderStatus } from '@aurora-store/api';
import { Select, SelectItem, Spinner } from '@aurora-store/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { orderStatusBadge } from '../../common/order/order-status';
import { focusWhenLost } from '../list';
import { asksBeforeStatus, CancelOrderDialog } from '../shared';

const statusOptions = ORDER_STATUSES.map((status) => ({ id: status, label: orderStatusBadge(status).label }));

export interface OrderStatusControlProps {
  /** Named by the question before a cancel. */
  orderNumber: string;
  /** The status shown: the order's, or the one asked for while its call runs. */
  status: OrderStatus;
  /** The status change is on its way: the dropdown waits, a spinner says so. */
  isSaving: boolean;
  /** Another change of this order is on its way (its payment): the dropdown waits. */
  isBusy: boolean;
  /** Why the last change did not happen. */
  error: string | null;
  onChange: (status: OrderStatus) => void;
}

/**
 * The order's status dropdown (spec section 2): any status may be chosen, the server refuses what its rules
 * forbid (a cancelled order cannot be reopened), and then the dropdown goes back and says why under it.
 * Cancelled asks first; until the owner says yes the dropdown keeps the order's status.
 */
export function OrderStatusControl({
  orderNumber,
  status,
  isSaving,
  isBusy,
  error,
  onChange,
}: OrderStatusControlProps) {
  const frame = useRef<HTMLDivElement>(null);
  const [isAskingToCancel, setIsAskingToCancel] = useState(false);
  const errorId = useId();
  // Disabling the focused dropdown drops the focus on the page; a keyboard user gets it back here.
  const wasDisabled = useRef(false);
  const isDisabled = isSaving || isBusy;
  useEffect(() => {
    if (wasDisabled.current && !isDisabled)
      focusWhenLost({ current: frame.current?.querySelector('button') ?? null });
    wasDisabled.current = isDisabled;
  }, [isDisabled]);

  return (
    <div ref={frame} className="flex min-w-0 flex-col gap-1.5">
      <div className="flex items-end gap-2">
        <Select
          label="Status"
          items={statusOptions}
          value={status}
          onChange={(chosen) => {
            const option = statusOptions.find((candidate) => candidate.id === chosen);
            if (!option) return;
            if (asksBeforeStatus(status, option.id)) setIsAskingToCancel(true);
            else onChange(option.id);
          }}
          isDisabled={isDisabled}
          aria-describedby={error ? errorId : undefined}
          className="w-44"
        >
          {(option) => <SelectItem id={option.id}>{option.label}</SelectItem>}
        </Select>
        {isSaving && <Spinner size="sm" aria-label="Updating status" className="mb-3" />}
      </div>
      {error && (
        <p id={errorId} role="alert" className="max-w-xs text-danger text-sm">
          {error}
        </p>
      )}
      <CancelOrderDialog
        orderNumber={orderNumber}
        isOpen={isAskingToCancel}
        onOpenChange={setIsAskingToCancel}
        onConfirm={() => onChange('cancelled')}
      />
    </div>
  );
}

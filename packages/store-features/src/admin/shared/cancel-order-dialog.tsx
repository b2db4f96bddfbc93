import type { OrderStatus } from '@aurora-store/api';
import { AlertDialog } from '@aurora-store/ui';

export interface CancelOrderDialogProps {
  orderNumber: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The owner said yes: the status change goes ahead. */
  onConfirm: () => void;
}

/**
 * Cancelled is the one status an order never leaves (the server refuses to reopen it: its stock is back on the
 * shelf and may be sold already), so choosing it asks first, in the list and on the order's page alike. Its
 * dismiss button says what it keeps: 'Cancel' beside 'Cancel order' would read as the action itself.
 */
export function CancelOrderDialog({ orderNumber, isOpen, onOpenChange, onConfirm }: CancelOrderDialogProps) {
  return (
    <AlertDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      variant="danger"
      title={`Cancel order ${orderNumber}?`}
      confirmLabel="Cancel order"
      cancelLabel="Keep order"
      onConfirm={onConfirm}
    >
      {CANCEL_ORDER_MESSAGE}
    </AlertDialog>
  );
}

export const CANCEL_ORDER_MESSAGE =
  'Its items go back into stock, and a cancelled order cannot be reopened. This cannot be undone.';

/** Whether choosing `next` for an order now `current` must ask first: a move to Cancelled. */
export const asksBeforeStatus = (current: OrderStatus, next: OrderStatus) =>
  next === 'cancelled' && current !== 'cancelled';

import { CANCELLED_ORDER_REOPEN_MESSAGE, ORDER_NOT_FOUND_MESSAGE } from '@aurora-store/api';
import { describe, expect, it } from 'vitest';
import { bulkStatusConfirmation, bulkStatusOutcome } from './bulk-status-outcome';

describe('bulkStatusOutcome', () => {
  it('is one success toast with the count when every order changed', () => {
    expect(
      bulkStatusOutcome({
        status: 'shipped',
        succeeded: [
          { _id: 'a', orderNumber: 'AUR-1' },
          { _id: 'b', orderNumber: 'AUR-2' },
        ],
        failed: [],
      }),
    ).toEqual({ toast: { tone: 'success', title: '2 orders updated' }, failures: [] });
  });

  it('counts the failed orders and names each with its reason', () => {
    expect(
      bulkStatusOutcome({
        status: 'processing',
        succeeded: [{ _id: 'a', orderNumber: 'AUR-1' }],
        failed: [
          { _id: 'b', orderNumber: 'AUR-2', message: CANCELLED_ORDER_REOPEN_MESSAGE },
          { _id: 'c', orderNumber: null, message: ORDER_NOT_FOUND_MESSAGE },
        ],
      }),
    ).toEqual({
      toast: { tone: 'error', title: '1 order updated, 2 failed' },
      failures: [
        { id: 'b', orderNumber: 'AUR-2', reason: CANCELLED_ORDER_REOPEN_MESSAGE },
        { id: 'c', orderNumber: 'Unknown order (c)', reason: ORDER_NOT_FOUND_MESSAGE },
      ],
    });
  });

  it('says so when none changed', () => {
    expect(
      bulkStatusOutcome({
        status: 'pending',
        succeeded: [],
        failed: [{ _id: 'b', orderNumber: 'AUR-2', message: CANCELLED_ORDER_REOPEN_MESSAGE }],
      }).toast,
    ).toEqual({ tone: 'error', title: '0 orders updated, 1 failed' });
  });
});

describe('bulkStatusConfirmation', () => {
  it('says the status and the count', () => {
    expect(bulkStatusConfirmation('shipped', 3)).toEqual({
      title: 'Mark 3 orders as Shipped?',
      message:
        'Each order moves to Shipped, with a step in its own timeline. A cancelled order cannot be reopened: it stays as it is.',
      confirmLabel: 'Mark as Shipped',
      cancelLabel: 'Cancel',
      variant: 'default',
    });
    expect(bulkStatusConfirmation('delivered', 1).title).toBe('Mark 1 order as Delivered?');
    expect(bulkStatusConfirmation('delivered', 1).message).toMatch(
      /^The order moves to Delivered, with a step in its timeline\./,
    );
  });

  it('asks a cancel as a danger, and does not call its way out Cancel', () => {
    expect(bulkStatusConfirmation('cancelled', 2)).toEqual({
      title: 'Cancel 2 orders?',
      message: 'Their items go back into stock, and a cancelled order cannot be reopened.',
      confirmLabel: 'Cancel 2 orders',
      cancelLabel: 'Keep them',
      variant: 'danger',
    });
    expect(bulkStatusConfirmation('cancelled', 1).cancelLabel).toBe('Keep it');
  });
});

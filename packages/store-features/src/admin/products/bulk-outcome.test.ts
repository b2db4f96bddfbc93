import { describe, expect, it } from 'vitest';
import { bulkConfirmation, bulkOutcome } from './bulk-outcome';

describe('bulkOutcome', () => {
  it('is one success toast with the count when every row changed', () => {
    expect(
      bulkOutcome({
        action: 'deactivate',
        succeeded: [
          { _id: 'a', name: 'Lamp' },
          { _id: 'b', name: 'Desk' },
        ],
        failed: [],
      }),
    ).toEqual({ toast: { tone: 'success', title: '2 products deactivated' }, failures: [] });
  });

  it('counts the failed rows and names each with its reason', () => {
    expect(
      bulkOutcome({
        action: 'delete',
        succeeded: [{ _id: 'a', name: 'Lamp' }],
        failed: [
          { _id: 'b', name: 'Desk', message: 'Product not found' },
          { _id: 'c', name: null, message: 'Product not found' },
        ],
      }),
    ).toEqual({
      toast: { tone: 'error', title: '1 product deleted, 2 failed' },
      failures: [
        { id: 'b', name: 'Desk', reason: 'Product not found' },
        { id: 'c', name: 'Unknown product (c)', reason: 'Product not found' },
      ],
    });
  });
});

describe('bulkConfirmation', () => {
  it('says the action and the count', () => {
    expect(bulkConfirmation('activate', 1)).toEqual({
      title: 'Activate 1 product?',
      message: "It shows in the store's catalogue again.",
      confirmLabel: 'Activate 1 product',
    });
    expect(bulkConfirmation('delete', 3).message).toBe(
      'Are you sure you want to delete these 3 products? Past orders keep their lines.',
    );
    expect(bulkConfirmation('delete', 1).message).toMatch(/^Are you sure you want to delete this product\?/);
  });
});

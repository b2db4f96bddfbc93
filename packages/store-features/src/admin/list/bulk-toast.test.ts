import { describe, expect, it } from 'vitest';
import { bulkToast } from './bulk-toast';

describe('bulkToast', () => {
  it('is a success with the count when nothing failed', () => {
    expect(bulkToast('3 orders updated', 0)).toEqual({ tone: 'success', title: '3 orders updated' });
  });

  it('is an error that counts the failed when any did', () => {
    expect(bulkToast('1 product deleted', 2)).toEqual({
      tone: 'error',
      title: '1 product deleted, 2 failed',
    });
  });
});

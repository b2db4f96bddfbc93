import { ORDER_STATUSES } from '@aurora-store/api';
import { describe, expect, it } from 'vitest';
import { orderStatusBadge } from './order-status';

describe('orderStatusBadge', () => {
  it('colours each status as the spec says', () => {
    expect(orderStatusBadge('delivered')).toEqual({ tone: 'success', label: 'Delivered' });
    expect(orderStatusBadge('shipped')).toEqual({ tone: 'info', label: 'Shipped' });
    expect(orderStatusBadge('processing')).toEqual({ tone: 'warning', label: 'Processing' });
    expect(orderStatusBadge('cancelled')).toEqual({ tone: 'danger', label: 'Cancelled' });
  });

  it('leaves every other status grey', () => {
    expect(orderStatusBadge('pending')).toEqual({ tone: 'neutral', label: 'Pending' });
  });

  it('gives every status a label', () => {
    for (const status of ORDER_STATUSES) expect(orderStatusBadge(status).label).not.toBe('');
  });
});

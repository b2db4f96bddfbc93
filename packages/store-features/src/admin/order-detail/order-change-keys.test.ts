import { ApiError, adminCatalogueKeys, adminOperationsKeys } from '@aurora-store/api';
import { describe, expect, it } from 'vitest';
import { refusalMessage } from './order-change-failure';
import { isMovedByOrderChange } from './order-change-keys';

describe('isMovedByOrderChange', () => {
  it('refreshes every orders list, the dashboard and the analytics', () => {
    expect(isMovedByOrderChange(adminOperationsKeys.orders())).toBe(true);
    expect(isMovedByOrderChange(adminOperationsKeys.orders({ page: 2, status: 'pending' }))).toBe(true);
    expect(isMovedByOrderChange(adminOperationsKeys.dashboard())).toBe(true);
    expect(isMovedByOrderChange(adminOperationsKeys.analytics({ days: 7 }))).toBe(true);
  });

  it('leaves the order detail (it takes the answer) and everything else alone', () => {
    expect(isMovedByOrderChange(adminOperationsKeys.order('o-1'))).toBe(false);
    expect(isMovedByOrderChange(adminCatalogueKeys.categories())).toBe(false);
    expect(isMovedByOrderChange('admin')).toBe(false);
  });
});

describe('refusalMessage', () => {
  it("gives the server's words for a refusal, nothing for a failure", () => {
    expect(refusalMessage(new ApiError(409, 'A cancelled order cannot be reopened'))).toBe(
      'A cancelled order cannot be reopened',
    );
    expect(refusalMessage(new ApiError(500, 'Internal server error'))).toBeNull();
    expect(refusalMessage(new ApiError(0, 'Network error'))).toBeNull();
    expect(refusalMessage(new Error('boom'))).toBeNull();
  });
});

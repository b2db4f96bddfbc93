import {
  type AdminOrder,
  type AdminOrderDetail,
  ApiError,
  adminCatalogueKeys,
  adminOperationsKeys,
  CANCELLED_ORDER_REOPEN_MESSAGE,
} from '@aurora-store/api';
import { describe, expect, it } from 'vitest';
import { adminAnswers } from '../../common/story-support/fixtures';
import {
  isOrderFiguresKey,
  isRefusal,
  orderChangeFailure,
  shownOrder,
  withSavedOrder,
} from './order-row-change';

const row = adminAnswers.dashboard.data.recentOrders[0] as AdminOrder;

describe('shownOrder', () => {
  it('shows the status asked for while the call is on its way', () => {
    expect(shownOrder(row, { busy: 'status', status: 'shipped' }).status).toBe('shipped');
  });

  it('is the row itself otherwise', () => {
    expect(shownOrder(row, undefined)).toBe(row);
    expect(shownOrder(row, { busy: 'payment' })).toBe(row);
  });
});

describe('withSavedOrder', () => {
  it("takes the status and payment from the server's answer and keeps the list's own fields", () => {
    const saved: AdminOrderDetail = {
      ...row,
      status: 'processing',
      isPaid: true,
      paidAt: '2026-11-22T10:00:00.000Z',
      itemsCount: 99,
      timeline: [],
    };
    expect(withSavedOrder(row, saved)).toEqual({
      ...row,
      status: 'processing',
      isPaid: true,
      paidAt: '2026-11-22T10:00:00.000Z',
    });
  });
});

describe('orderChangeFailure', () => {
  const fallback = 'Failed to update order status';

  it("shows the server's reason when it refused the change", () => {
    const refusal = new ApiError(409, CANCELLED_ORDER_REOPEN_MESSAGE);
    expect(isRefusal(refusal)).toBe(true);
    expect(orderChangeFailure(refusal, fallback)).toBe(CANCELLED_ORDER_REOPEN_MESSAGE);
  });

  it("shows the spec's message for a crash, a lost connection or anything else", () => {
    expect(orderChangeFailure(new ApiError(500, 'Internal server error'), fallback)).toBe(fallback);
    expect(orderChangeFailure(new ApiError(0, 'Could not reach the server.'), fallback)).toBe(fallback);
    expect(orderChangeFailure(new ApiError(409, ' '), fallback)).toBe(fallback);
    expect(orderChangeFailure(new Error('boom'), fallback)).toBe(fallback);
    expect(isRefusal(new ApiError(503, 'Down'))).toBe(false);
  });
});

describe('isOrderFiguresKey', () => {
  it('takes every orders list and detail, the dashboard and the analytics', () => {
    expect(isOrderFiguresKey(adminOperationsKeys.orders({ page: 2, status: 'pending' }))).toBe(true);
    expect(isOrderFiguresKey(adminOperationsKeys.order('o-1'))).toBe(true);
    expect(isOrderFiguresKey(adminOperationsKeys.dashboard())).toBe(true);
    expect(isOrderFiguresKey(adminOperationsKeys.analytics({ days: 7 }))).toBe(true);
  });

  it('leaves the catalogue and anything else alone', () => {
    expect(isOrderFiguresKey(adminCatalogueKeys.products())).toBe(false);
    expect(isOrderFiguresKey(adminCatalogueKeys.users())).toBe(false);
    expect(isOrderFiguresKey(['orders', 'mine'])).toBe(false);
    expect(isOrderFiguresKey('admin')).toBe(false);
  });
});

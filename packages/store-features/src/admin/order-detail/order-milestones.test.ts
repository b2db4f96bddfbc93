import type { AdminOrderDetail, AdminTimelineEntry } from '@aurora-store/api';
import { describe, expect, it } from 'vitest';
import { orderMilestones } from './order-milestones';

const admin = { _id: 'u-admin', name: 'Ada Admin' };
const placedAt = '2026-10-20T15:19:55.272Z';
const paidAt = '2026-10-20T15:24:49.752Z';
const processingAt = '2026-10-20T15:24:55.752Z';
const shippedAt = '2026-10-22T03:47:47.709Z';
const deliveredAt = '2026-10-25T18:47:49.202Z';

const placed: AdminTimelineEntry = { type: 'placed', status: 'pending', at: placedAt, actor: null };
const toProcessing: AdminTimelineEntry = {
  type: 'status_changed',
  status: 'processing',
  at: processingAt,
  actor: admin,
};
const toShipped: AdminTimelineEntry = {
  type: 'status_changed',
  status: 'shipped',
  at: shippedAt,
  actor: admin,
};

type Order = Parameters<typeof orderMilestones>[0];
const order = (overrides: Partial<AdminOrderDetail>): Order => ({
  status: 'pending',
  createdAt: placedAt,
  isPaid: false,
  paidAt: null,
  deliveredAt: null,
  timeline: [placed],
  ...overrides,
});

const summary = (milestones: ReturnType<typeof orderMilestones>) =>
  milestones.map((milestone) => [milestone.label, milestone.at ?? milestone.fallback ?? null]);

describe('orderMilestones', () => {
  it('shows a new, unpaid order as placed only, with its time', () => {
    expect(summary(orderMilestones(order({})))).toEqual([['Order Placed', placedAt]]);
  });

  it('shows the payment with its paid time once paid', () => {
    expect(summary(orderMilestones(order({ isPaid: true, paidAt })))).toEqual([
      ['Order Placed', placedAt],
      ['Payment Confirmed', paidAt],
    ]);
  });

  it('shows Processing, timed by its recorded step', () => {
    const milestones = orderMilestones(order({ status: 'processing', timeline: [placed, toProcessing] }));
    expect(summary(milestones)).toEqual([
      ['Order Placed', placedAt],
      ['Processing', processingAt],
    ]);
  });

  it('shows Shipped when shipped or delivered, and Processing before it even without a step', () => {
    expect(summary(orderMilestones(order({ status: 'shipped', timeline: [placed, toShipped] })))).toEqual([
      ['Order Placed', placedAt],
      ['Processing', null],
      ['Shipped', shippedAt],
    ]);
  });

  it('shows Delivered with the delivered time', () => {
    const delivered = order({
      status: 'delivered',
      isPaid: true,
      paidAt,
      deliveredAt,
      timeline: [placed, toProcessing, toShipped],
    });
    expect(summary(orderMilestones(delivered))).toEqual([
      ['Order Placed', placedAt],
      ['Payment Confirmed', paidAt],
      ['Processing', processingAt],
      ['Shipped', shippedAt],
      ['Delivered', deliveredAt],
    ]);
  });

  it("says 'Recently delivered' when the delivered time is missing", () => {
    const [, , last] = orderMilestones(order({ status: 'delivered' })).slice(-3);
    expect(last).toEqual({ key: 'delivered', label: 'Delivered', at: null, fallback: 'Recently delivered' });
  });

  it('shows a cancelled order with the milestones its steps reached, then Cancelled with its time', () => {
    const cancelledAt = '2026-10-23T09:00:00.000Z';
    const cancelled = order({
      status: 'cancelled',
      timeline: [
        placed,
        toProcessing,
        { type: 'status_changed', status: 'cancelled', at: cancelledAt, actor: admin },
      ],
    });
    expect(summary(orderMilestones(cancelled))).toEqual([
      ['Order Placed', placedAt],
      ['Processing', processingAt],
      ['Cancelled', cancelledAt],
    ]);
  });

  it('times the delivery of an order cancelled after it by its step (the order keeps no delivered time)', () => {
    const cancelledAt = '2026-10-27T09:00:00.000Z';
    const cancelled = order({
      status: 'cancelled',
      timeline: [
        placed,
        toProcessing,
        toShipped,
        { type: 'status_changed', status: 'delivered', at: deliveredAt, actor: admin },
        { type: 'status_changed', status: 'cancelled', at: cancelledAt, actor: admin },
      ],
    });
    expect(summary(orderMilestones(cancelled))).toEqual([
      ['Order Placed', placedAt],
      ['Processing', processingAt],
      ['Shipped', shippedAt],
      ['Delivered', deliveredAt],
      ['Cancelled', cancelledAt],
    ]);
  });

  it('takes the latest step into a status that was entered twice', () => {
    const again = '2026-10-21T10:00:00.000Z';
    const milestones = orderMilestones(
      order({
        status: 'processing',
        timeline: [placed, toProcessing, { ...toProcessing, at: again }],
      }),
    );
    expect(milestones.at(-1)?.at).toBe(again);
  });
});

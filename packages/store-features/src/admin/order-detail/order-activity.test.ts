import type { AdminTimelineEntry } from '@aurora-store/api';
import { describe, expect, it } from 'vitest';
import { orderActivity, statusChangeSummary, UNKNOWN_ACTOR } from './order-activity';

const admin = { _id: 'u-admin', name: 'Ada Admin' };
const shopper = { _id: 'u-emma', name: 'Emma Wilson' };
const at = (minute: number) => `2026-11-20T10:${String(minute).padStart(2, '0')}:00.000Z`;

const brief = (timeline: AdminTimelineEntry[]) =>
  orderActivity(timeline).map((entry) =>
    entry.kind === 'note' ? ['note', entry.actor, entry.text] : [entry.summary, entry.actor],
  );

describe('orderActivity', () => {
  it('says each step in words, with who took it, naming the status a change left', () => {
    expect(
      brief([
        { type: 'placed', status: 'pending', at: at(0), actor: shopper },
        { type: 'status_changed', status: 'shipped', at: at(5), actor: admin },
        { type: 'status_changed', status: 'delivered', at: at(9), actor: admin },
      ]),
    ).toEqual([
      ['Order placed', 'Emma Wilson'],
      ['Status changed from Pending to Shipped', 'Ada Admin'],
      ['Status changed from Shipped to Delivered', 'Ada Admin'],
    ]);
  });

  it('leaves out the audit entry that records a step already listed (same time)', () => {
    expect(
      brief([
        { type: 'placed', status: 'pending', at: at(0), actor: shopper },
        { type: 'payment_confirmed', at: at(3), actor: admin },
        { type: 'status_changed', status: 'processing', at: at(4), actor: admin },
        {
          type: 'audit',
          action: 'order.payment_confirm',
          details: { status: { from: 'pending', to: 'processing' } },
          at: at(4),
          actor: admin,
        },
      ]),
    ).toEqual([
      ['Order placed', 'Emma Wilson'],
      ['Payment confirmed', 'Ada Admin'],
      ['Status changed from Pending to Processing', 'Ada Admin'],
    ]);
  });

  it('lists an audit entry no step records, in its own words', () => {
    expect(
      brief([
        {
          type: 'audit',
          action: 'order.status_change',
          details: { from: 'pending', to: 'shipped' },
          at: at(1),
          actor: admin,
        },
        { type: 'audit', action: 'order.payment_confirm', details: {}, at: at(2), actor: admin },
        { type: 'audit', action: 'order.refund_issue', details: { amount: 10 }, at: at(3), actor: admin },
      ]),
    ).toEqual([
      ['Status changed from Pending to Shipped', 'Ada Admin'],
      ['Payment confirmed', 'Ada Admin'],
      ['Refund issue', 'Ada Admin'],
    ]);
  });

  it('keeps notes with their author, in time order, keyed by their id, without their audit entries', () => {
    const activity = orderActivity([
      { type: 'placed', status: 'pending', at: at(0), actor: shopper },
      { type: 'note', _id: 'n-1', text: 'Customer asked for gift wrap.', at: at(2), actor: admin },
      { type: 'audit', action: 'order.note_add', details: { noteId: 'n-1' }, at: at(2), actor: admin },
    ]);
    expect(activity).toHaveLength(2);
    expect(activity[1]).toEqual({
      kind: 'note',
      key: 'note:n-1',
      at: at(2),
      actor: 'Ada Admin',
      text: 'Customer asked for gift wrap.',
    });
  });

  it('names nobody it does not know', () => {
    const [entry] = orderActivity([{ type: 'status_changed', status: 'cancelled', at: at(1), actor: null }]);
    expect(entry).toMatchObject({ actor: UNKNOWN_ACTOR, summary: 'Status set to Cancelled' });
  });
});

describe('statusChangeSummary', () => {
  it('names both ends when the start is known and differs', () => {
    expect(statusChangeSummary('processing', 'cancelled')).toBe(
      'Status changed from Processing to Cancelled',
    );
    expect(statusChangeSummary('shipped', 'shipped')).toBe('Status set to Shipped');
    expect(statusChangeSummary(null, 'pending')).toBe('Status set to Pending');
  });
});

import { describe, expect, it } from 'vitest';
import { adminTimelineEntrySchema } from './admin-operations';
import {
  adminOrderExportQuerySchema,
  bulkOrderStatusBodySchema,
  bulkOrderStatusResponseSchema,
  orderNoteBodySchema,
} from './admin-order-tools';
import { adminOrderNotesPath, ordersExportFileName } from './admin-paths';
import { BULK_ORDER_MAX_ORDERS, ORDER_NOTE_MAX_LENGTH } from './constants';
import { bulkOrderStatusMessage, ORDER_NOTE_EMPTY_MESSAGE, ORDER_NOTE_TOO_LONG_MESSAGE } from './messages';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('bulkOrderStatusBodySchema', () => {
  it('takes 1 to BULK_ORDER_MAX_ORDERS ids and one of the order statuses', () => {
    expect(bulkOrderStatusBodySchema.parse({ ids: ['a'], status: 'shipped' })).toEqual({
      ids: ['a'],
      status: 'shipped',
    });
    const most = Array.from({ length: BULK_ORDER_MAX_ORDERS }, (_, index) => `id-${index}`);
    expect(bulkOrderStatusBodySchema.safeParse({ ids: most, status: 'delivered' }).success).toBe(true);
  });

  it('refuses no ids, too many ids, an unknown status and a missing one, saying why', () => {
    expect(messagesOf(bulkOrderStatusBodySchema.safeParse({ ids: [], status: 'shipped' }))).toEqual([
      'Select at least one order',
    ]);
    const tooMany = Array.from({ length: BULK_ORDER_MAX_ORDERS + 1 }, (_, index) => `id-${index}`);
    expect(messagesOf(bulkOrderStatusBodySchema.safeParse({ ids: tooMany, status: 'shipped' }))).toEqual([
      'At most 100 orders at once',
    ]);
    expect(messagesOf(bulkOrderStatusBodySchema.safeParse({ ids: ['a'], status: 'lost' }))).toEqual([
      'Status must be one of pending, processing, shipped, delivered, cancelled',
    ]);
    expect(bulkOrderStatusBodySchema.safeParse({ ids: ['a'] }).success).toBe(false);
    expect(bulkOrderStatusBodySchema.safeParse({ ids: [''], status: 'shipped' }).success).toBe(false);
  });

  it("counts the changed orders in the answer's message", () => {
    expect(bulkOrderStatusMessage(1)).toBe('1 order updated');
    expect(bulkOrderStatusMessage(3)).toBe('3 orders updated');
    expect(
      bulkOrderStatusResponseSchema.safeParse({
        success: true,
        message: bulkOrderStatusMessage(1),
        data: {
          status: 'shipped',
          succeeded: [{ _id: 'a', orderNumber: 'AUR-1' }],
          failed: [{ _id: 'b', orderNumber: null, message: 'Order not found' }],
        },
      }).success,
    ).toBe(true);
  });
});

describe('orderNoteBodySchema', () => {
  it('keeps the trimmed text, up to ORDER_NOTE_MAX_LENGTH characters', () => {
    expect(orderNoteBodySchema.parse({ text: '  Called the customer \n' })).toEqual({
      text: 'Called the customer',
    });
    expect(orderNoteBodySchema.safeParse({ text: 'x'.repeat(ORDER_NOTE_MAX_LENGTH) }).success).toBe(true);
  });

  it('refuses an empty, blank, missing or too long note', () => {
    expect(messagesOf(orderNoteBodySchema.safeParse({ text: '' }))).toEqual([ORDER_NOTE_EMPTY_MESSAGE]);
    expect(messagesOf(orderNoteBodySchema.safeParse({ text: ' \n\t ' }))).toEqual([ORDER_NOTE_EMPTY_MESSAGE]);
    expect(messagesOf(orderNoteBodySchema.safeParse({}))).toEqual([ORDER_NOTE_EMPTY_MESSAGE]);
    expect(
      messagesOf(orderNoteBodySchema.safeParse({ text: 'x'.repeat(ORDER_NOTE_MAX_LENGTH + 1) })),
    ).toEqual([ORDER_NOTE_TOO_LONG_MESSAGE]);
  });

  it('is a timeline entry of its own kind beside steps and audit entries', () => {
    const note = {
      type: 'note',
      _id: 'n1',
      text: 'Gift wrap',
      at: '2026-03-10T12:00:00.000Z',
      actor: { _id: 'u1', name: 'Grace Hopper' },
    };
    expect(adminTimelineEntrySchema.parse(note)).toEqual(note);
    expect(adminTimelineEntrySchema.safeParse({ ...note, text: undefined }).success).toBe(false);
  });
});

describe('adminOrderExportQuerySchema', () => {
  it("takes the list's search and status, 'all' and empty values being no filter", () => {
    expect(adminOrderExportQuerySchema.parse({ search: ' ada ', status: 'shipped' })).toEqual({
      search: 'ada',
      status: 'shipped',
    });
    expect(adminOrderExportQuerySchema.parse({ search: '', status: 'all' })).toEqual({
      search: undefined,
      status: undefined,
    });
    expect(adminOrderExportQuerySchema.safeParse({ status: 'lost' }).success).toBe(false);
  });
});

describe('order tool paths', () => {
  it('name the notes of one order and the day of an export', () => {
    expect(adminOrderNotesPath('a/b')).toBe('/api/admin/orders/a%2Fb/notes');
    expect(ordersExportFileName('2026-03-10')).toBe('orders-2026-03-10.csv');
  });
});

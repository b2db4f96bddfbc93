import { z } from 'zod';
import { adminOrderListQuerySchema } from './admin-operations';
import { idSchema } from './common';
import { BULK_ORDER_MAX_ORDERS, ORDER_NOTE_MAX_LENGTH, ORDER_STATUSES } from './constants';
import { successEnvelopeSchema } from './envelope';
import { ORDER_NOTE_EMPTY_MESSAGE, ORDER_NOTE_TOO_LONG_MESSAGE } from './messages';

/*
 * The order tools beyond the spec (issue 14): one status for many orders at once, internal notes on an order,
 * and the orders as CSV. Paths in admin-paths.ts, columns and limits in constants.ts, messages in messages.ts.
 */

/**
 * `POST /api/admin/orders/bulk-status`: one status for the orders named, in one call and one transaction.
 * Each order changes as a single change would (its step, its audit entry); one that cannot change is reported
 * in `failed` and the others still change.
 */
export const bulkOrderStatusBodySchema = z.object({
  ids: z
    .array(idSchema)
    .min(1, 'Select at least one order')
    .max(BULK_ORDER_MAX_ORDERS, `At most ${BULK_ORDER_MAX_ORDERS} orders at once`),
  status: z.enum(ORDER_STATUSES, { error: `Status must be one of ${ORDER_STATUSES.join(', ')}` }),
});
export type BulkOrderStatusBody = z.input<typeof bulkOrderStatusBodySchema>;

/**
 * What a bulk status change did. An order already in that status counts as succeeded (no new step); a
 * cancelled order that would be reopened, or an order that is not there, is in `failed` with the reason, named
 * by its number where the store knows it. The top-level message counts the succeeded ('3 orders updated').
 */
export const bulkOrderStatusResponseSchema = successEnvelopeSchema(
  z.object({
    status: z.enum(ORDER_STATUSES),
    succeeded: z.array(z.object({ _id: z.string(), orderNumber: z.string() })),
    failed: z.array(z.object({ _id: z.string(), orderNumber: z.string().nullable(), message: z.string() })),
  }),
);
export type BulkOrderStatusResponse = z.infer<typeof bulkOrderStatusResponseSchema>;

/**
 * `POST /api/admin/orders/:id/notes`: an internal note for the store's staff, never shown to the shopper.
 * Answers 201 with the order's admin detail (adminOrderResponseSchema), the note in its timeline.
 */
export const orderNoteBodySchema = z.object({
  text: z
    .string({ error: ORDER_NOTE_EMPTY_MESSAGE })
    .trim()
    .min(1, ORDER_NOTE_EMPTY_MESSAGE)
    .max(ORDER_NOTE_MAX_LENGTH, ORDER_NOTE_TOO_LONG_MESSAGE),
});
export type OrderNoteBody = z.input<typeof orderNoteBodySchema>;

/** `GET /api/admin/orders/export.csv`: the list's own filters, every page, newest first. */
export const adminOrderExportQuerySchema = adminOrderListQuerySchema.pick({ search: true, status: true });
export type AdminOrderExportQuery = z.input<typeof adminOrderExportQuerySchema>;

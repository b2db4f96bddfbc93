import { ORDER_NOT_FOUND_MESSAGE, type OrderStatus } from '@aurora-store/api/contract';
import type { AppDatabase } from '../../db/open-database';
import { isUuid } from '../../http/ids';
import type { OrderMailer } from '../../orders/order-mail';
import { applyOrderStatus, lockOrders } from '../operations/order-changes';

export interface BulkStatusOutcome {
  status: OrderStatus;
  succeeded: { _id: string; orderNumber: string }[];
  failed: { _id: string; orderNumber: string | null; message: string }[];
}

/**
 * `POST /api/admin/orders/bulk-status`: one status for the orders named, in one transaction. The orders are
 * locked first, in id order, then changed by the rule of a single change (applyOrderStatus: each its step, its
 * audit entry, its stock, its mail). One the rule refuses (a cancelled order reopened) or that is not there
 * (missing, or not an id at all) is reported with the reason, and the others still change; one already in that
 * status succeeds without a new step. The answer lists the orders in the order they were asked for; the mails
 * the changes queue go once the transaction has committed.
 */
export async function bulkChangeOrderStatus(
  db: AppDatabase,
  mail: OrderMailer,
  change: { actorId: string; status: OrderStatus; ids: readonly string[] },
): Promise<BulkStatusOutcome> {
  const { actorId, status } = change;
  const ids = [...new Set(change.ids)];
  const { found, refusals } = await db.transaction(async (tx) => {
    const locked = await lockOrders(tx, ids.filter(isUuid));
    const refused = await applyOrderStatus(tx, locked, { status, actorId }, mail);
    return {
      found: new Map(locked.map((order) => [order.id, order.orderNumber])),
      refusals: new Map(refused.map((refusal) => [refusal.order.id, refusal.message])),
    };
  });
  mail.wake();
  const outcome: BulkStatusOutcome = { status, succeeded: [], failed: [] };
  for (const id of ids) {
    const orderNumber = found.get(id);
    const refusal = refusals.get(id);
    if (orderNumber === undefined) {
      outcome.failed.push({ _id: id, orderNumber: null, message: ORDER_NOT_FOUND_MESSAGE });
    } else if (refusal !== undefined) {
      outcome.failed.push({ _id: id, orderNumber, message: refusal });
    } else {
      outcome.succeeded.push({ _id: id, orderNumber });
    }
  }
  return outcome;
}

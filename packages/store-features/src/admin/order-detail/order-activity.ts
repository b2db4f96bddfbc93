import {
  type AdminTimelineEntry,
  ORDER_STATUSES,
  type OrderStatus,
  type TimelineActor,
} from '@aurora-store/api';
import { orderStatusBadge } from '../../common/order/order-status';

/** A change to the order, said in words, with who made it and when. */
export interface ActivityChange {
  kind: 'change';
  key: string;
  at: string;
  actor: string;
  summary: string;
}

/** An internal note: staff only, never the shopper's. */
export interface ActivityNote {
  kind: 'note';
  key: string;
  at: string;
  actor: string;
  text: string;
}

export type ActivityEntry = ActivityChange | ActivityNote;

/** Said where the server knows nobody: an account since deleted, a step taken before actors were recorded. */
export const UNKNOWN_ACTOR = 'Unknown user';

const actorName = (actor: TimelineActor | null) => actor?.name.trim() || UNKNOWN_ACTOR;

const isStatus = (value: unknown): value is OrderStatus =>
  typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);

const statusName = (status: OrderStatus) => orderStatusBadge(status).label;

/** 'Status changed from Pending to Shipped', or without a known start, 'Status set to Shipped'. */
export function statusChangeSummary(from: OrderStatus | null, to: OrderStatus): string {
  return from && from !== to
    ? `Status changed from ${statusName(from)} to ${statusName(to)}`
    : `Status set to ${statusName(to)}`;
}

/** 'order.refund_issue' -> 'Refund issue': an audit action the screen has no words of its own for. */
function actionInWords(action: string): string {
  const verb = action.includes('.') ? action.slice(action.indexOf('.') + 1) : action;
  const words = verb.replace(/[_.-]+/g, ' ').trim();
  return words ? `${words.charAt(0).toUpperCase()}${words.slice(1)}` : 'Change recorded';
}

/** An audit entry that no step records: its action in words, with the status it moved where it says. */
function auditSummary(action: string, details: Record<string, unknown>): string {
  const move = isStatusMove(details) ? details : isStatusMove(details.status) ? details.status : null;
  if (action === 'order.payment_confirm') return 'Payment confirmed';
  if (move) return statusChangeSummary(move.from, move.to);
  return actionInWords(action);
}

function isStatusMove(value: unknown): value is { from: OrderStatus; to: OrderStatus } {
  if (typeof value !== 'object' || value === null) return false;
  const move = value as Record<string, unknown>;
  return isStatus(move.from) && isStatus(move.to);
}

/**
 * The order's recorded events as the activity list reads them, oldest first: each status and payment step
 * with who took it, and each internal note. A status change also names the status it left, from the step
 * before it. The server records an administrator's change or note twice, as its step or note and as an audit
 * entry stamped with the same time; such an entry is the step or note said again and is left out. An audit
 * entry nothing else shares a time with (an action the steps do not cover) is listed in its own words.
 */
export function orderActivity(timeline: readonly AdminTimelineEntry[]): ActivityEntry[] {
  const recordedTimes = new Set(timeline.filter((entry) => entry.type !== 'audit').map((entry) => entry.at));
  let status: OrderStatus | null = null;
  const entries: ActivityEntry[] = [];
  for (const [index, entry] of timeline.entries()) {
    const key = `${index}:${entry.type}:${entry.at}`;
    const actor = actorName(entry.actor);
    if (entry.type === 'note') {
      entries.push({ kind: 'note', key: `note:${entry._id}`, at: entry.at, actor, text: entry.text });
    } else if (entry.type === 'audit') {
      if (recordedTimes.has(entry.at)) continue;
      entries.push({
        kind: 'change',
        key,
        at: entry.at,
        actor,
        summary: auditSummary(entry.action, entry.details),
      });
    } else if (entry.type === 'placed') {
      status = entry.status ?? 'pending';
      entries.push({ kind: 'change', key, at: entry.at, actor, summary: 'Order placed' });
    } else if (entry.type === 'payment_confirmed') {
      entries.push({ kind: 'change', key, at: entry.at, actor, summary: 'Payment confirmed' });
    } else if (entry.status) {
      entries.push({
        kind: 'change',
        key,
        at: entry.at,
        actor,
        summary: statusChangeSummary(status, entry.status),
      });
      status = entry.status;
    }
  }
  return entries;
}

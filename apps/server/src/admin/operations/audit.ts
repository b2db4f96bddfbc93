import { type SQL, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/open-database';
import { auditEvents } from '../../db/schema';

export interface AuditEntry {
  /** The admin who made the change. */
  actorId: string;
  /** `<object type>.<verb>`, e.g. 'product.update', 'order.status_change'. */
  action: string;
  /** 'order', 'product', 'category', 'coupon', 'user'. */
  objectType: string;
  objectId: string;
  /** What changed, e.g. `{ from: 'pending', to: 'shipped' }`; no secrets (never a password or token). */
  details?: Record<string, unknown>;
  /** When the change happened, if not the moment this entry is written (`clock_timestamp()`). */
  at?: SQL;
}

/**
 * Records an admin change. Call it with the transaction that makes the change, so the entry exists exactly
 * when the change does (a rolled-back change leaves no entry; a committed one always has its entry).
 */
export async function recordAudit(tx: AppDatabase, entry: AuditEntry): Promise<void> {
  await tx.insert(auditEvents).values({
    actorId: entry.actorId,
    action: entry.action,
    objectType: entry.objectType,
    objectId: entry.objectId,
    details: entry.details ?? {},
    at: entry.at ?? sql`clock_timestamp()`,
  });
}

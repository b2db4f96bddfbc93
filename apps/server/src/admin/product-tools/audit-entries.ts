import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/open-database';
import { auditEvents } from '../../db/schema';
import type { AuditEntry } from '../operations/audit';

/** Entries per statement. */
const AUDIT_BATCH = 5000;

/**
 * `recordAudit` for many changes at once (a bulk action, an import): the same entries, each stamped with the
 * moment it is written, thousands per statement as the rows of one JSON parameter (see import-writes.ts for
 * why not a VALUES list). Call it with the transaction that makes the changes.
 */
export async function recordAudits(
  tx: AppDatabase,
  entries: readonly Omit<AuditEntry, 'at'>[],
): Promise<void> {
  for (let start = 0; start < entries.length; start += AUDIT_BATCH) {
    const rows = entries.slice(start, start + AUDIT_BATCH).map((entry) => ({
      actorId: entry.actorId,
      action: entry.action,
      objectType: entry.objectType,
      objectId: entry.objectId,
      details: entry.details ?? {},
    }));
    await tx.execute(sql`
      insert into ${auditEvents} (${sql.identifier(auditEvents.actorId.name)}, ${sql.identifier(auditEvents.action.name)},
        ${sql.identifier(auditEvents.objectType.name)}, ${sql.identifier(auditEvents.objectId.name)},
        ${sql.identifier(auditEvents.details.name)}, ${sql.identifier(auditEvents.at.name)})
      select entry."actorId", entry.action, entry."objectType", entry."objectId", entry.details, clock_timestamp()
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as entry("actorId" uuid, action text, "objectType" text, "objectId" text, details jsonb)`);
  }
}

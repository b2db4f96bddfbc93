import { eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/open-database';
import { settings } from '../db/schema';

/** The settings key the summary triggers read their days' zone from (migration 0008, `store_time_zone()`). */
const STORE_TIME_ZONE_KEY = 'store_time_zone';
/** What the summaries were built in before the zone was kept: UTC. */
const ZONE_WHEN_UNSET = 'UTC';

/**
 * Makes the database's days those of `timeZone` (STORE_TIME_ZONE): the order summaries are keyed by the day an
 * order was placed, so when the zone differs from the one they were built in, they are built again from the
 * orders in the same transaction that records the new zone. The settings row is locked first: two processes
 * starting together rebuild one after the other, and the second finds nothing to do. Answers whether it rebuilt.
 */
export async function applyStoreTimeZone(db: AppDatabase, timeZone: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx
      .insert(settings)
      .values({ key: STORE_TIME_ZONE_KEY, value: ZONE_WHEN_UNSET })
      .onConflictDoNothing({ target: settings.key });
    const [stored] = await tx
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.key, STORE_TIME_ZONE_KEY))
      .for('update');
    if (stored?.value === timeZone) return false;
    await tx
      .update(settings)
      .set({ value: timeZone, updatedAt: new Date() })
      .where(eq(settings.key, STORE_TIME_ZONE_KEY));
    await tx.execute(sql`select order_summaries_rebuild()`);
    return true;
  });
}

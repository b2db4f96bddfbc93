import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDatabase } from '../db/open-database';
import { rawRows } from '../db/raw-rows';
import { type PeriodicJob, startPeriodicJob } from '../jobs/periodic-job';

/** An upload has this long to be put on a product or a category before the sweep takes it back. */
export const UNUSED_MEDIA_GRACE_MS = 24 * 60 * 60 * 1000;
export const MEDIA_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/** The first sweep, a minute after start: a process restarted more often than hourly still sweeps. */
export const MEDIA_FIRST_SWEEP_MS = 60 * 1000;

/** Any fixed number, the same in every process: "AUMS". */
const MEDIA_SWEEP_LOCK_ID = 0x41554d53;

/**
 * Deletes the photos (and with them their variants) that are older than the grace period and that nothing names:
 * no product's images, no category's image, and no order line, whose picture stays part of the order for good.
 * A reference is `/media/{id}` anywhere in the URL, so an absolute URL counts as well as a relative one.
 *
 * One process sweeps at a time: the lock is taken with a try in the sweep's own transaction, so it is let go
 * at its end on any connection of the pool, and a process that finds it taken leaves the sweep to the other.
 * Resolves with the number deleted, or undefined when another process was sweeping.
 */
export async function sweepUnusedMedia(
  db: AppDatabase,
  graceMs = UNUSED_MEDIA_GRACE_MS,
): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const [lock] = await rawRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${MEDIA_SWEEP_LOCK_ID}) as locked`,
    );
    if (!lock?.locked) return undefined;
    const deleted = await rawRows<{ id: string }>(
      tx,
      sql`
        delete from media
        where created_at < now() - make_interval(secs => ${graceMs / 1000})
          and not exists (select 1 from products where strpos(products.images::text, '/media/' || media.id) > 0)
          and not exists (select 1 from categories where strpos(categories.image, '/media/' || media.id) > 0)
          and not exists (select 1 from order_items where strpos(order_items.image, '/media/' || media.id) > 0)
        returning id`,
    );
    return deleted.length;
  });
}

/** Sweeps `firstAfterMs` after start, then every `intervalMs` while the process runs. */
export function startMediaSweeper(
  db: AppDatabase,
  log: FastifyBaseLogger,
  { intervalMs = MEDIA_SWEEP_INTERVAL_MS, firstAfterMs = MEDIA_FIRST_SWEEP_MS } = {},
): PeriodicJob {
  const sweep = async () => {
    const deleted = await sweepUnusedMedia(db);
    if (deleted) log.info({ deleted }, 'Unused product photos deleted');
  };
  return startPeriodicJob(sweep, log, {
    firstAfterMs,
    intervalMs,
    failure: 'Media sweep failed; it runs again later',
  });
}

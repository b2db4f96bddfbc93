import type { FastifyBaseLogger } from 'fastify';
import { type PeriodicJob, startPeriodicJob } from '../jobs/periodic-job';
import { type AnnouncementContext, announceNewProducts } from './announce-new-products';

/**
 * The first run, five minutes after start: a process restarted more often than daily still announces, and a
 * deployment that starts and stops its processes in a burst has settled by then.
 */
export const NEW_PRODUCTS_FIRST_ANNOUNCEMENT_MS = 5 * 60 * 1000;

/**
 * Runs the announcement `firstAfterMs` after start, then every `intervalMs` (`ANNOUNCEMENT_INTERVAL_MS`, a day)
 * while the process runs. Every process has the timers; the run's lock lets one work.
 */
export function startNewProductAnnouncements(
  context: AnnouncementContext,
  log: FastifyBaseLogger,
  {
    intervalMs,
    firstAfterMs = NEW_PRODUCTS_FIRST_ANNOUNCEMENT_MS,
  }: { intervalMs: number; firstAfterMs?: number },
): PeriodicJob {
  const announce = async () => {
    const outcome = await announceNewProducts(context);
    if (outcome.status === 'mailed') {
      log.info({ products: outcome.products, mails: outcome.mails }, 'New products announced');
    }
  };
  return startPeriodicJob(announce, log, {
    firstAfterMs,
    intervalMs,
    failure: 'New product announcement failed; it runs again later',
  });
}

import type { FastifyBaseLogger } from 'fastify';
import { type AnnouncementContext, announceNewProducts } from './announce-new-products';

/**
 * The first run, five minutes after start: a process restarted more often than daily still announces, and a
 * deployment that starts and stops its processes in a burst has settled by then.
 */
export const NEW_PRODUCTS_FIRST_ANNOUNCEMENT_MS = 5 * 60 * 1000;

export interface AnnouncementSchedule {
  /** Stops the timers and waits for a run under way. Safe to call more than once. */
  close(): Promise<void>;
}

/**
 * Runs the announcement `firstAfterMs` after start, then every `intervalMs` (`ANNOUNCEMENT_INTERVAL_MS`, a day)
 * while the process runs; the timers
 * never keep the process alive on their own. Every process has the timers; the run's lock lets one work.
 */
export function startNewProductAnnouncements(
  context: AnnouncementContext,
  log: FastifyBaseLogger,
  {
    intervalMs,
    firstAfterMs = NEW_PRODUCTS_FIRST_ANNOUNCEMENT_MS,
  }: { intervalMs: number; firstAfterMs?: number },
): AnnouncementSchedule {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= announceNewProducts(context)
      .then((outcome) => {
        if (outcome.status === 'mailed') {
          log.info({ products: outcome.products, mails: outcome.mails }, 'New products announced');
        }
      })
      .catch((error: unknown) =>
        log.error({ err: error }, 'New product announcement failed; it runs again later'),
      )
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(run, firstAfterMs);
  first.unref();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  let closing: Promise<void> | undefined;
  return {
    close() {
      closing ??= (async () => {
        clearTimeout(first);
        clearInterval(timer);
        await running;
      })();
      return closing;
    },
  };
}

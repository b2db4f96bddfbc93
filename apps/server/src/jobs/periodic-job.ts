import type { FastifyBaseLogger } from 'fastify';

export interface PeriodicJob {
  /** Stops the timers and waits for a run under way. Safe to call more than once. */
  close(): Promise<void>;
}

/**
 * Runs `work` `firstAfterMs` after start, then every `intervalMs` while the process runs, never two runs at once;
 * a failed run is logged (`failure`) and the next one comes at its time. The timers never keep the process alive
 * on their own. Every process has the timers: a job that must run in one process at a time takes a lock itself.
 */
export function startPeriodicJob(
  work: () => Promise<void>,
  log: FastifyBaseLogger,
  { firstAfterMs, intervalMs, failure }: { firstAfterMs: number; intervalMs: number; failure: string },
): PeriodicJob {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= work()
      .catch((error: unknown) => log.error({ err: error }, failure))
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

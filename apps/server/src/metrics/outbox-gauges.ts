import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import { PING_TIMEOUT_MS } from '../db/database';
import type { AppDatabase } from '../db/open-database';
import { rawRows } from '../db/raw-rows';
import { withTimeout } from '../with-timeout';

interface Backlog {
  mails: number;
  oldestSeconds: number;
}

/**
 * The mail still to be sent, read at each scrape: a mail due now, being sent or waiting for its retry has a next
 * attempt; a sent one, one kept without SMTP and one given up after its last attempt have none (mail-outbox.ts).
 * The statement reads the outbox's partial index of exactly those mails, so it stays cheap however much mail
 * was ever sent. The figures are the store's, not this process's: every process reports the same.
 */
async function readBacklog(db: AppDatabase): Promise<Backlog> {
  const [row] = await rawRows<{ mails: number; oldest_seconds: number | null }>(
    db,
    sql`select count(*)::integer as mails,
          extract(epoch from now() - min(created_at))::float8 as oldest_seconds
        from mail_outbox where next_attempt_at is not null`,
  );
  return { mails: row?.mails ?? 0, oldestSeconds: row?.oldest_seconds ?? 0 };
}

export function measureOutbox(registry: Registry, db: AppDatabase, log: FastifyBaseLogger) {
  // Both gauges are collected in the same scrape: the second joins the first one's read instead of its own.
  let reading: Promise<Backlog> | undefined;
  const backlog = () => {
    reading ??= withTimeout(readBacklog(db), PING_TIMEOUT_MS, 'The mail outbox did not answer in time')
      .catch((error: unknown) => {
        // NaN, not 0: an empty outbox and an unknown one must not look alike on a dashboard.
        log.warn({ err: error }, 'Metrics: the mail outbox could not be read');
        return { mails: Number.NaN, oldestSeconds: Number.NaN };
      })
      .finally(() => {
        reading = undefined;
      });
    return reading;
  };
  new Gauge({
    name: 'aurora_mail_outbox_backlog',
    help: 'Mails waiting to be sent (due, being sent or waiting for a retry); NaN while the database does not answer.',
    registers: [registry],
    async collect() {
      this.set((await backlog()).mails);
    },
  });
  new Gauge({
    name: 'aurora_mail_outbox_oldest_age_seconds',
    help: 'How long the oldest mail waiting to be sent has waited; 0 when none waits.',
    registers: [registry],
    async collect() {
      this.set((await backlog()).oldestSeconds);
    },
  });
}

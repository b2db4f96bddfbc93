import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { AppDatabase } from '../db/open-database';
import { startMailDelivery } from './mail-delivery';
import { type MailMessage, queueMail } from './mail-outbox';
import { retrySchedule } from './retry-schedule';
import { type MailPreference, type UnsubscribeLinks, unsubscribeLinks } from './unsubscribe-links';

export type { MailMessage } from './mail-outbox';

/**
 * The store's mail: every mail is a row of the `mail_outbox` table first, and a delivery worker sends it
 * (over SMTP when `SMTP_URL` is set; otherwise it is written to the log and stays in the table).
 */
export interface MailTransport {
  /** The address shoppers reach the store at: every link in a mail starts with it. */
  readonly publicUrl: string;
  /** The signed link (and RFC 8058 header fields) with which this person stops this kind of mail. */
  unsubscribeLinks(userId: string, preference: MailPreference): UnsubscribeLinks;
  /**
   * Queues the mail on its own and wakes delivery. It resolves once the mail is in the outbox: the caller's
   * answer neither waits for an SMTP server nor, by its timing, tells whether a mail was sent at all.
   */
  send(message: MailMessage): Promise<void>;
  /**
   * Queues the mail in the caller's transaction, so it is sent exactly when that transaction commits; call
   * `wake` after the commit. False when `dedupeKey` already has its mail.
   */
  queue(tx: AppDatabase, message: MailMessage, dedupeKey?: string): Promise<boolean>;
  /** A mail was committed to the outbox: deliver it now rather than at the next poll. */
  wake(): void;
  /** Delivers every mail due now and resolves when none is left. */
  deliverDue(): Promise<void>;
  /** Waits for the delivery in flight, then stops. */
  close(): Promise<void>;
}

export interface MailTransportOptions {
  db: AppDatabase;
  log: FastifyBaseLogger;
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'publicUrl' | 'mailPollIntervalMs' | 'mailRetryDelayMs'>;
  /** Signs the unsubscribe links: the store's JWT secret (the links label what they sign, so never a session). */
  unsubscribeSecret: string;
}

export function createMailTransport({
  db,
  log,
  config,
  unsubscribeSecret,
}: MailTransportOptions): MailTransport {
  const delivery = startMailDelivery({
    db,
    log,
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    schedule: retrySchedule(config.mailRetryDelayMs),
    pollIntervalMs: config.mailPollIntervalMs,
  });
  return {
    publicUrl: config.publicUrl,
    unsubscribeLinks: (userId, preference) =>
      unsubscribeLinks(config.publicUrl, unsubscribeSecret, userId, preference),
    async send(message) {
      await queueMail(db, message);
      delivery.wake();
    },
    queue: queueMail,
    wake: delivery.wake,
    deliverDue: delivery.deliverDue,
    close: delivery.close,
  };
}

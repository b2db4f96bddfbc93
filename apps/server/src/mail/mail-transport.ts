import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Config } from '../config';
import type { AppDatabase } from '../db/open-database';
import { mailOutbox } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface MailTransport {
  /**
   * Keeps the mail in the outbox and resolves; delivery over SMTP goes on in the background, so the caller's
   * answer neither waits for an SMTP server nor, by its timing, tells whether a mail was sent at all.
   */
  send(message: MailMessage): Promise<void>;
  /** Waits for deliveries under way (their outcome is written to the outbox), then lets go of SMTP. */
  close(): Promise<void>;
}

export interface MailTransportOptions {
  db: AppDatabase;
  log: FastifyBaseLogger;
  config: Pick<Config, 'smtpUrl' | 'mailFrom'>;
}

/** Every mail lands in the `mail_outbox` table; with `SMTP_URL` it also goes out, and the row says how that went. */
export function createMailTransport({ db, log, config }: MailTransportOptions): MailTransport {
  const smtp = config.smtpUrl
    ? createTransport(
        // An unreachable SMTP server must fail a delivery in seconds, not nodemailer's minutes.
        { url: config.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
        { from: config.mailFrom },
      )
    : undefined;
  const deliveries = new Set<Promise<void>>();

  async function deliver(outboxId: string, message: MailMessage, transport: NonNullable<typeof smtp>) {
    try {
      await transport.sendMail(message);
      await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, outboxId));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log.error({ err: error, to: message.to, subject: message.subject }, 'Mail could not be sent');
      await db
        .update(mailOutbox)
        .set({ error: reason })
        .where(eq(mailOutbox.id, outboxId))
        .catch((updateError: unknown) => log.error({ err: updateError }, 'Mail outbox could not be updated'));
    }
  }

  return {
    async send(message) {
      const [row] = await db
        .insert(mailOutbox)
        .values({ toAddress: message.to, subject: message.subject, textBody: message.text })
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error('The mail outbox did not keep the mail');
      if (!smtp) {
        // Without SMTP the log is the only place a developer or operator can read the mail, so the whole text
        // is logged, reset link included: that is the documented behaviour of running without SMTP_URL.
        log.info({ to: message.to, subject: message.subject, text: message.text }, 'Mail kept in the outbox');
        return;
      }
      const delivery = deliver(row.id, message, smtp).finally(() => deliveries.delete(delivery));
      deliveries.add(delivery);
    },
    async close() {
      await Promise.all(deliveries);
      smtp?.close();
    },
  };
}

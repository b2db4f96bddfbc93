import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { AppDatabase } from '../db/open-database';
import { type ClaimedMail, claimDueMail, markFailed, markKept, markSent } from './mail-outbox';
import { delayBeforeNextAttempt, type RetrySchedule } from './retry-schedule';

export interface MailDeliveryOptions {
  db: AppDatabase;
  log: FastifyBaseLogger;
  /** Without it mail is written to the log and kept in the outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  schedule: RetrySchedule;
  /** How often the outbox is looked at without being woken: mails queued by other server processes. */
  pollIntervalMs: number;
}

export interface MailDelivery {
  /** Looks for due mail now (a mail was just queued), unless a look is under way: then once more after it. */
  wake(): void;
  /** Delivers every mail due now and resolves when none is left. */
  deliverDue(): Promise<void>;
  /** Stops looking, waits for the delivery in flight, then lets go of SMTP. Safe to call more than once. */
  close(): Promise<void>;
}

/**
 * How long a claimed mail is this worker's. Longer than any one attempt can take (nodemailer's connection,
 * greeting and socket timeouts below), so a mail is never sent by a second worker while the first is still
 * talking to the SMTP server.
 */
const CLAIM_MS = 5 * 60_000;

/**
 * The delivery worker: claims due mails one at a time from the outbox and sends them. A failed attempt is
 * retried on the back-off schedule; after the last one the mail stays in the outbox, given up, with its error.
 */
export function startMailDelivery(options: MailDeliveryOptions): MailDelivery {
  const { db, log, schedule } = options;
  const smtp = options.smtpUrl
    ? createTransport(
        // An unreachable SMTP server must fail an attempt in seconds, not nodemailer's minutes.
        { url: options.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
        { from: options.mailFrom },
      )
    : undefined;
  let running: Promise<void> | undefined;
  let lookAgain = false;
  let closed = false;
  let closing: Promise<void> | undefined;
  const retryTimers = new Set<NodeJS.Timeout>();

  async function deliver(mail: ClaimedMail): Promise<void> {
    const message = { to: mail.toAddress, subject: mail.subject, text: mail.textBody };
    if (!smtp) {
      // Without SMTP the log is the only place a developer or operator can read the mail, so the whole text
      // is logged, reset link included: that is the documented behaviour of running without SMTP_URL.
      log.info(message, 'Mail kept in the outbox');
      await markKept(db, mail.id);
      return;
    }
    try {
      await smtp.sendMail({
        ...message,
        ...(mail.htmlBody === null ? {} : { html: mail.htmlBody }),
        ...(mail.headers === null ? {} : { headers: mail.headers }),
        // One Message-ID per outbox row: should a mail ever go out twice (a crash between the SMTP server's
        // acceptance and the outbox's update), mail clients show it once.
        messageId: `<${mail.id}@aurora-store.outbox>`,
      });
    } catch (error) {
      const retryInMs = delayBeforeNextAttempt(schedule, mail.attempts);
      await markFailed(db, mail.id, error instanceof Error ? error.message : String(error), retryInMs);
      const context = { err: error, to: mail.toAddress, subject: mail.subject, attempts: mail.attempts };
      if (retryInMs === undefined) {
        log.error(context, 'Mail could not be sent; no attempt left, it stays in the outbox');
      } else {
        log.warn({ ...context, retryInMs }, 'Mail could not be sent; it will be tried again');
        wakeIn(retryInMs);
      }
      return;
    }
    await markSent(db, mail.id);
  }

  /** The retry is due before the next poll perhaps: look again exactly then. */
  function wakeIn(ms: number) {
    const timer = setTimeout(() => {
      retryTimers.delete(timer);
      wake();
    }, ms);
    timer.unref();
    retryTimers.add(timer);
  }

  async function deliverAllDue(): Promise<void> {
    do {
      lookAgain = false;
      while (!closed) {
        const mail = await claimDueMail(db, CLAIM_MS);
        if (!mail) break;
        await deliver(mail);
      }
    } while (lookAgain && !closed);
  }

  function deliverDue(): Promise<void> {
    if (running) {
      lookAgain = true;
      return running;
    }
    running = deliverAllDue()
      .catch((error: unknown) =>
        log.error({ err: error }, 'Mail delivery stopped; it resumes at the next look'),
      )
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  function wake() {
    if (!closed) void deliverDue();
  }

  const poll = setInterval(wake, options.pollIntervalMs);
  poll.unref();

  return {
    wake,
    deliverDue,
    close() {
      closing ??= (async () => {
        closed = true;
        clearInterval(poll);
        for (const timer of retryTimers) clearTimeout(timer);
        await running;
        smtp?.close();
      })();
      return closing;
    },
  };
}

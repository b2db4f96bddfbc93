import { eq, inArray, lte, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/open-database';
import { mailOutbox } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The same mail as simple HTML, for clients that show it; the text stays for those that do not. */
  html?: string;
  /** Header fields beside the usual ones, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

/** A mail a worker has claimed: it is this worker's to send until the claim runs out. */
export interface ClaimedMail {
  id: string;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  headers: Record<string, string> | null;
  /** Counting the attempt this claim is for. */
  attempts: number;
}

const afterMs = (ms: number) => sql`now() + ${Math.round(ms)}::integer * interval '1 millisecond'`;

/**
 * Puts a mail in the outbox, due now. Given the caller's transaction, the mail exists exactly when the change
 * that caused it commits. With a `dedupeKey` that already has its mail nothing is queued (false): a repeated
 * change never mails twice.
 */
export async function queueMail(db: AppDatabase, message: MailMessage, dedupeKey?: string): Promise<boolean> {
  return (await queueMails(db, [{ message, dedupeKey }])) > 0;
}

/** One mail of a mailing, with its own dedupe key. */
export interface MailingItem {
  message: MailMessage;
  dedupeKey?: string | undefined;
}

/**
 * `queueMail` for many mails in one statement, as a mailing to every subscriber wants (one round trip per batch,
 * not per person); answers how many were queued. Keep a batch to a few hundred mails: each takes 7 parameters of a statement's 65,535.
 */
export async function queueMails(db: AppDatabase, mails: readonly MailingItem[]): Promise<number> {
  if (mails.length === 0) return 0;
  const queued = await db
    .insert(mailOutbox)
    .values(
      mails.map(({ message, dedupeKey }) => ({
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html ?? null,
        headers: message.headers ?? null,
        dedupeKey: dedupeKey ?? null,
        nextAttemptAt: sql`now()`,
      })),
    )
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id });
  return queued.length;
}

/**
 * Claims the mail due first, if any: its next attempt moves `claimMs` ahead, so no other worker takes it
 * meanwhile, and a worker that dies while sending leaves it to be tried again once the claim runs out.
 * `SKIP LOCKED`: on PostgreSQL, workers of several server processes claim different mails instead of queuing
 * behind one another's row lock; PGlite's single connection runs one claim at a time anyway.
 */
export async function claimDueMail(db: AppDatabase, claimMs: number): Promise<ClaimedMail | undefined> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(lte(mailOutbox.nextAttemptAt, sql`now()`))
    .orderBy(mailOutbox.nextAttemptAt)
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: afterMs(claimMs) })
    .where(inArray(mailOutbox.id, due))
    .returning({
      id: mailOutbox.id,
      toAddress: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      textBody: mailOutbox.textBody,
      htmlBody: mailOutbox.htmlBody,
      headers: mailOutbox.headers,
      attempts: mailOutbox.attempts,
    });
  return claimed;
}

export async function markSent(db: AppDatabase, id: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ sentAt: sql`now()`, nextAttemptAt: null, error: null })
    .where(eq(mailOutbox.id, id));
}

/** Without SMTP the mail's journey ends in the outbox (and the log): no further attempt. */
export async function markKept(db: AppDatabase, id: string): Promise<void> {
  await db.update(mailOutbox).set({ nextAttemptAt: null }).where(eq(mailOutbox.id, id));
}

/** Records why the attempt failed and when the next one is due; no next attempt leaves the mail given up. */
export async function markFailed(
  db: AppDatabase,
  id: string,
  reason: string,
  retryInMs: number | undefined,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ error: reason, nextAttemptAt: retryInMs === undefined ? null : afterMs(retryInMs) })
    .where(eq(mailOutbox.id, id));
}

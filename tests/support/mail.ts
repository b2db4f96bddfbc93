import { expect } from '@playwright/test';
import type { StoreProcess } from './store-process.ts';

/** What the server logs for each mail it keeps without SMTP_URL (apps/server/src/mail/mail-transport.ts). */
interface OutboxLogLine {
  msg: string;
  to: string;
  subject: string;
  text: string;
}

const OUTBOX_MESSAGE = 'Mail kept in the outbox';

/** Every mail the store has kept in its outbox so far, oldest first, read from its JSON log. */
export function mailsSent(store: StoreProcess): OutboxLogLine[] {
  return store
    .output()
    .split('\n')
    .filter((line) => line.includes(OUTBOX_MESSAGE))
    .map((line) => JSON.parse(line) as OutboxLogLine)
    .filter((entry) => entry.msg === OUTBOX_MESSAGE);
}

/**
 * Waits for the store to log a mail to `to` beyond the `alreadySent` it had before (the log reaches us a
 * moment after the answer does), and returns the password reset link in it.
 */
export async function nextResetLink(store: StoreProcess, to: string, alreadySent = 0): Promise<string> {
  const mailsTo = () => mailsSent(store).filter((mail) => mail.to === to);
  await expect.poll(() => mailsTo().length, { message: `a mail to ${to}` }).toBeGreaterThan(alreadySent);
  const text = mailsTo().at(-1)?.text ?? '';
  const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(text)?.[0];
  if (!link) throw new Error(`The mail to ${to} holds no reset link:\n${text}`);
  return link;
}

export function mailCountTo(store: StoreProcess, to: string): number {
  return mailsSent(store).filter((mail) => mail.to === to).length;
}

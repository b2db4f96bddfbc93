import type { AppDatabase } from '../db/open-database';
import type { MailMessage, MailTransport } from '../mail/mail-transport';
import { createVerificationToken } from './verification-tokens';

/** The page of the web app that takes the token from its query and sends it once. */
export const VERIFY_PAGE_PATH = '/verify-email';

export function verificationLink(publicUrl: string, token: string): string {
  return `${publicUrl}${VERIFY_PAGE_PATH}?token=${encodeURIComponent(token)}`;
}

export function verificationMail(to: string, firstName: string, link: string): MailMessage {
  return {
    to,
    subject: 'Verify your Aurora Store email',
    text: [
      `Hello ${firstName},`,
      '',
      'Welcome to Aurora Store. To confirm that this address is yours, open this link within the next',
      '48 hours:',
      '',
      link,
      '',
      'The link works once. If you did not create an account, ignore this mail: nothing more will happen.',
    ].join('\n'),
  };
}

/**
 * A new link for the user, mailed through the outbox in the caller's transaction: the token and its mail
 * exist together or not at all. The caller wakes the mail worker after the commit.
 */
export async function queueVerificationMail(
  tx: AppDatabase,
  mail: MailTransport,
  user: { id: string; email: string; firstName: string },
): Promise<void> {
  const token = await createVerificationToken(tx, user.id);
  await mail.queue(tx, verificationMail(user.email, user.firstName, verificationLink(mail.publicUrl, token)));
}

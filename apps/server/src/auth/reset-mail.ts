import type { MailMessage } from '../mail/mail-transport';

/** The page of the web app that takes the token from its query and asks for the new password. */
export const RESET_PAGE_PATH = '/reset-password';

export function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl}${RESET_PAGE_PATH}?token=${encodeURIComponent(token)}`;
}

export function passwordResetMail(to: string, firstName: string, link: string): MailMessage {
  return {
    to,
    subject: 'Reset your Aurora Store password',
    text: [
      `Hello ${firstName},`,
      '',
      'Someone asked to reset the password of your Aurora Store account. To choose a new one, open this link',
      'within the next hour:',
      '',
      link,
      '',
      'The link works once. If you did not ask for it, ignore this mail: your password stays as it is.',
    ].join('\n'),
  };
}

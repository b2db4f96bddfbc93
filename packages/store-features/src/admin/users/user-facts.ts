import type { PublicUser, UserRole } from '@aurora-store/api';
import type { BadgeTone } from '@aurora-store/ui';

/* How the users list shows a user (spec section 2, Admin users): pure, so the rules are tested on their own. */

/** How many characters of an id the User column shows: enough to tell two people of the same name apart. */
export const USER_ID_TAIL_LENGTH = 6;

/** The last six characters of a user's id ('…28485a'), as the User column shows it under the name. */
export function userIdTail(id: string): string {
  return id.slice(-USER_ID_TAIL_LENGTH);
}

/** 'Showing: 10 of 23 users': the rows on this page, of every user the search and role filter match. */
export function showingUsers(shown: number, total: number): string {
  return `Showing: ${shown} of ${total} users`;
}

export function userName(user: Pick<PublicUser, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/** One or two letters for the avatar ('EW'); an erased name still gets a mark. */
export function userInitials(user: Pick<PublicUser, 'firstName' | 'lastName'>): string {
  const initials = [user.firstName, user.lastName]
    .map((name) => name.trim().charAt(0).toUpperCase())
    .join('');
  return initials === '' ? '?' : initials;
}

/** The role as the dropdown and filter show it. */
export const roleLabels: Record<UserRole, string> = { user: 'User', admin: 'Admin' };

export interface VerificationBadge {
  label: 'Verified' | 'Pending';
  tone: BadgeTone;
}

/** The Status column: 'Verified' once the email address is confirmed, 'Pending' until then. */
export function verificationBadge(isEmailVerified: boolean): VerificationBadge {
  return isEmailVerified ? { label: 'Verified', tone: 'success' } : { label: 'Pending', tone: 'warning' };
}

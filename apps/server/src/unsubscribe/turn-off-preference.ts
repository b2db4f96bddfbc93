import { INVALID_UNSUBSCRIBE_TOKEN_MESSAGE, type MailPreference } from '@aurora-store/api/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppDatabase } from '../db/open-database';
import { users } from '../db/schema';
import { badRequest } from '../http/http-error';
import { readUnsubscribeToken } from '../mail/unsubscribe-links';

/** The account page's checkbox each preference is, as the users table stores it. */
const TURNED_OFF = {
  orderUpdates: { notifyOrderUpdates: false },
  promotions: { notifyPromotions: false },
  newProducts: { notifyNewProducts: false },
} as const satisfies Record<MailPreference, Partial<typeof users.$inferInsert>>;

/**
 * Turns off the preference an unsubscribe token names, for the person it names: the same for a mailbox's
 * one-click POST and for the page's button. Doing it twice is harmless. A token this store did not sign is a
 * 400 and changes nothing; an erased account has no mail left to stop, so its token simply succeeds.
 */
export async function turnOffPreference(
  db: AppDatabase,
  secret: string,
  token: string,
): Promise<MailPreference> {
  const named = readUnsubscribeToken(secret, token);
  if (!named) throw badRequest(INVALID_UNSUBSCRIBE_TOKEN_MESSAGE);
  await db
    .update(users)
    .set({ ...TURNED_OFF[named.preference], updatedAt: new Date() })
    .where(and(eq(users.id, named.userId), isNull(users.deletedAt)));
  return named.preference;
}

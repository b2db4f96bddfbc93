import { LAST_ADMIN_MESSAGE } from '@aurora-store/api/contract';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/open-database';
import { cartItems, passwordResetTokens, users, wishlistItems } from '../db/schema';
import { conflict } from '../http/http-error';
import type { AuthUser } from './authenticate';

/** The account that signs in with this email, if it exists and was not deleted. */
export async function findActiveUserByEmail(db: AppDatabase, email: string): Promise<AuthUser | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .limit(1);
  return user;
}

/** Raising the version ends every token signed with the old one. */
export const nextTokenVersion = () => sql<number>`${users.tokenVersion} + 1`;

/** The address an erased account keeps: unique, and in a domain that can never receive mail (RFC 2606). */
export const erasedEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;

/**
 * Erases the person and keeps the account row, because their orders stay in the store's books: names, email
 * and phone are replaced, the password can never match again, every token ends, and what belonged to the
 * person alone (cart, wishlist, reset links) goes.
 */
export async function eraseAccount(db: AppDatabase, user: AuthUser, unusablePasswordHash: string) {
  await db.transaction(async (tx) => {
    // The admin rows are locked in id order, as a role change locks them, so a deletion and a demotion at the
    // same moment are serialised and can never leave the store without an administrator.
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), isNull(users.deletedAt)))
      .orderBy(asc(users.id))
      .for('update');
    if (admins.length <= 1 && admins.some((admin) => admin.id === user.id))
      throw conflict(LAST_ADMIN_MESSAGE);
    await tx
      .update(users)
      .set({
        firstName: 'Deleted',
        lastName: 'User',
        email: erasedEmail(user.id),
        phone: null,
        passwordHash: unusablePasswordHash,
        role: 'user',
        notifyOrderUpdates: false,
        notifyPromotions: false,
        notifyNewProducts: false,
        tokenVersion: nextTokenVersion(),
        deletedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id));
    await tx.delete(cartItems).where(eq(cartItems.userId, user.id));
    await tx.delete(wishlistItems).where(eq(wishlistItems.userId, user.id));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
  });
}

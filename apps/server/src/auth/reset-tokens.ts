import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/open-database';
import { passwordResetTokens } from '../db/schema';

/** A reset link works for an hour after it was asked for. */
export const RESET_TOKEN_LIFETIME = sql`interval '1 hour'`;

/** Only this digest is stored: someone who reads the table still cannot reset anyone's password. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new reset token for the user (32 random bytes); the caller mails it, the database keeps its digest. */
export async function createResetToken(db: AppDatabase, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResetTokens).values({
    userId,
    tokenHash: hashResetToken(token),
    expiresAt: sql`now() + ${RESET_TOKEN_LIFETIME}`,
  });
  return token;
}

/** The token's row while it can still be used: not used yet and not expired (by the database's clock). */
const usable = (tokenHash: string) =>
  and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, sql`now()`),
  );

export async function isUsableResetToken(db: AppDatabase, tokenHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(usable(tokenHash))
    .limit(1);
  return row !== undefined;
}

/**
 * Marks the token used if it still is usable, in one conditional update: of two requests racing with the
 * same link, exactly one gets the user id back.
 */
export async function useResetToken(db: AppDatabase, tokenHash: string): Promise<string | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(usable(tokenHash))
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}

/** Once the password changed, links asked for earlier would reset the new one: they end too. */
export async function endResetTokens(db: AppDatabase, userId: string) {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

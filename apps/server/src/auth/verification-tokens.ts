import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/open-database';
import { emailVerificationTokens } from '../db/schema';

/** A verification link works for 48 hours: long enough for a mail read the day after. */
export const VERIFICATION_TOKEN_LIFETIME = sql`interval '48 hours'`;

/** Only this digest is stored, as for reset links: someone who reads the table verifies no one's address. */
export function hashVerificationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new token for the user (32 random bytes): the caller mails it, the database keeps its digest. */
export async function createVerificationToken(db: AppDatabase, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(emailVerificationTokens).values({
    userId,
    tokenHash: hashVerificationToken(token),
    expiresAt: sql`now() + ${VERIFICATION_TOKEN_LIFETIME}`,
  });
  return token;
}

/**
 * Marks the token used if it still is usable (not used, not expired by the database's clock), in one
 * conditional update: of two requests racing with the same link, exactly one gets the user id back.
 */
export async function useVerificationToken(db: AppDatabase, tokenHash: string): Promise<string | undefined> {
  const [row] = await db
    .update(emailVerificationTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailVerificationTokens.tokenHash, tokenHash),
        isNull(emailVerificationTokens.usedAt),
        gt(emailVerificationTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: emailVerificationTokens.userId });
  return row?.userId;
}

/** Once the address is verified, the other links mailed for it have nothing left to do: they end too. */
export async function endVerificationTokens(db: AppDatabase, userId: string) {
  await db
    .update(emailVerificationTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailVerificationTokens.userId, userId), isNull(emailVerificationTokens.usedAt)));
}

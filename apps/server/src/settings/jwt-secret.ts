import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/open-database';
import { settings } from '../db/schema';

const JWT_SECRET_KEY = 'jwt_secret';

/**
 * The operator's `JWT_SECRET` wins. Otherwise the secret is generated once and kept in the database, so
 * tokens survive restarts and every process on one PostgreSQL signs with the same key: whoever inserts
 * first wins the race, and everyone reads back the stored value.
 */
export async function resolveJwtSecret(
  db: AppDatabase,
  configuredSecret: string | undefined,
): Promise<string> {
  if (configuredSecret) return configuredSecret;
  await db
    .insert(settings)
    .values({ key: JWT_SECRET_KEY, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing({ target: settings.key });
  const [stored] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, JWT_SECRET_KEY));
  if (!stored) throw new Error('The JWT secret could not be stored in the settings table');
  return stored.value;
}

import { randomBytes } from 'node:crypto';
import { hashPassword } from '../auth/passwords';
import type { Config } from '../config';
import type { AppDatabase } from '../db/open-database';
import { users } from '../db/schema';

export interface AdminAccount {
  email: string;
  passwordHash: string;
  /** Set when no ADMIN_PASSWORD was given: shown to the operator once, never stored. */
  generatedPassword: string | undefined;
}

export type AdminConfig = Pick<Config, 'adminEmail' | 'adminPassword'>;

/** The administrator the config names, with `ADMIN_PASSWORD` or a strong random password (144 bits). */
export async function prepareAdminAccount(config: AdminConfig): Promise<AdminAccount> {
  const generatedPassword = config.adminPassword ? undefined : randomBytes(18).toString('base64url');
  const password = config.adminPassword ?? generatedPassword ?? '';
  return { email: config.adminEmail, passwordHash: await hashPassword(password), generatedPassword };
}

export function adminUserRow(account: AdminAccount, createdAt = new Date()): typeof users.$inferInsert {
  return {
    email: account.email,
    passwordHash: account.passwordHash,
    firstName: 'Store',
    lastName: 'Admin',
    role: 'admin',
    isEmailVerified: true,
    createdAt,
    updatedAt: createdAt,
  };
}

/** Creates the configured administrator unless an account with that email exists; true when it did. */
export async function createAdminIfMissing(db: AppDatabase, account: AdminAccount): Promise<boolean> {
  const created = await db
    .insert(users)
    .values(adminUserRow(account))
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  return created.length > 0;
}

export async function adminExists(db: AppDatabase, email: string): Promise<boolean> {
  const found = await db.query.users.findFirst({
    columns: { id: true },
    where: (user, { eq }) => eq(user.email, email),
  });
  return found !== undefined;
}

import {
  type adminUserListQuerySchema,
  LAST_ADMIN_DEMOTION_MESSAGE,
  type Pagination,
  type PublicUser,
  paginate,
  USER_NOT_FOUND_MESSAGE,
  type UserRole,
} from '@aurora-store/api/contract';
import { and, asc, count, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { toPublicUser } from '../../auth/public-user';
import type { AppDatabase } from '../../db/open-database';
import { users } from '../../db/schema';
import { conflict, notFound } from '../../http/http-error';
import { recordAudit } from '../operations/audit';
import { containing } from './like-pattern';

type ListQuery = z.output<typeof adminUserListQuerySchema>;

const publicColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  role: users.role,
  isEmailVerified: users.isEmailVerified,
  notifyOrderUpdates: users.notifyOrderUpdates,
  notifyPromotions: users.notifyPromotions,
  notifyNewProducts: users.notifyNewProducts,
  createdAt: users.createdAt,
};

/** A deleted account is erased: no admin list shows it and no role change reaches it. */
const existing: SQL = isNull(users.deletedAt);

/** `GET /api/admin/users`: newest first; search is "contains" over first, last and full name and email. */
export async function listUsers(
  db: AppDatabase,
  query: ListQuery,
): Promise<{ users: PublicUser[]; pagination: Pagination }> {
  const where = and(existing, ...filterConditions(query));
  // The count apart from the page: a window count would make the page query hold every matching row.
  const [rows, total] = await Promise.all([
    db
      .select(publicColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), asc(users.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    countMatches(db, where),
  ]);
  return {
    users: rows.map(toPublicUser),
    pagination: paginate(query.page, query.limit, total),
  };
}

async function countMatches(db: AppDatabase, where: SQL | undefined): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(users).where(where);
  return counted?.total ?? 0;
}

function filterConditions({ search, role }: ListQuery): SQL[] {
  const conditions: SQL[] = [];
  if (search) {
    const pattern = containing(search);
    const matches = or(
      ilike(users.email, pattern),
      ilike(users.firstName, pattern),
      ilike(users.lastName, pattern),
      sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
    );
    if (matches) conditions.push(matches);
  }
  if (role) conditions.push(eq(users.role, role));
  return conditions;
}

/**
 * Gives the user the role. Demoting takes a lock on every administrator's row first (always in id order, so
 * two demotions wait for each other instead of deadlocking), then counts them: two admins demoting each other
 * at the same moment are serialised, and the second finds one admin left and is refused. A token carries no
 * role (every request reads it from the database), so the change holds from the user's next request.
 */
export function changeUserRole(
  db: AppDatabase,
  actorId: string,
  userId: string,
  role: UserRole,
): Promise<PublicUser> {
  return db.transaction(async (tx) => {
    const admins =
      role === 'user'
        ? await tx
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.role, 'admin'), existing))
            .orderBy(asc(users.id))
            .for('update')
        : [];
    const [target] = await tx
      .select(publicColumns)
      .from(users)
      .where(and(eq(users.id, userId), existing))
      .for('update');
    if (!target) throw notFound(USER_NOT_FOUND_MESSAGE);
    if (target.role === role) return toPublicUser(target);
    if (role === 'user' && admins.length <= 1) throw conflict(LAST_ADMIN_DEMOTION_MESSAGE);
    const [row] = await tx
      .update(users)
      .set({ role, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning(publicColumns);
    if (!row) throw notFound(USER_NOT_FOUND_MESSAGE);
    await recordAudit(tx, {
      actorId,
      action: 'user.role_change',
      objectType: 'user',
      objectId: userId,
      details: { from: target.role, to: role },
    });
    return toPublicUser(row);
  });
}

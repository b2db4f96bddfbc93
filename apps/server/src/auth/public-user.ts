import type { PublicUser } from '@aurora-store/api/contract';
import type { users } from '../db/schema';

type UserRow = typeof users.$inferSelect;

/** The columns a public user is made of, so a query can select just these. */
export type PublicUserRow = Pick<
  UserRow,
  | 'id'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'role'
  | 'isEmailVerified'
  | 'notifyOrderUpdates'
  | 'notifyPromotions'
  | 'notifyNewProducts'
  | 'createdAt'
>;

/** A user as every answer shows them: never the password hash, the token version or the deletion mark. */
export function toPublicUser(row: PublicUserRow): PublicUser {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    role: row.role,
    isEmailVerified: row.isEmailVerified,
    preferences: {
      orderUpdates: row.notifyOrderUpdates,
      promotions: row.notifyPromotions,
      newProducts: row.notifyNewProducts,
    },
    createdAt: row.createdAt.toISOString(),
  };
}

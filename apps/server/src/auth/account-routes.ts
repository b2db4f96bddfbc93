import { randomBytes } from 'node:crypto';
import {
  ACCOUNT_DELETED_MESSAGE,
  ACCOUNT_PATH,
  deleteAccountBodySchema,
  messageOnlyResponseSchema,
  PASSWORD_INCORRECT_MESSAGE,
  PREFERENCES_PATH,
  PREFERENCES_UPDATED_MESSAGE,
  PROFILE_PATH,
  PROFILE_UPDATED_MESSAGE,
  preferencesBodySchema,
  profileBodySchema,
  userResponseSchema,
} from '@aurora-store/api/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { users } from '../db/schema';
import { badRequest, unauthorized } from '../http/http-error';
import { eraseAccount } from './accounts';
import { type AuthUser, currentUser, requireUser } from './authenticate';
import { hashPassword, verifyPassword } from './passwords';
import { toPublicUser } from './public-user';

type UserChanges = Partial<
  Pick<
    AuthUser,
    'firstName' | 'lastName' | 'phone' | 'notifyOrderUpdates' | 'notifyPromotions' | 'notifyNewProducts'
  >
>;

/** The account page: profile, notification preferences, and deleting the account. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  /** Applies the changes to the signed-in user's row (fields left undefined stay as they are). */
  async function updateCurrentUser(user: AuthUser, changes: UserChanges) {
    const [updated] = await db
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(users.id, user.id), isNull(users.deletedAt)))
      .returning();
    // Deleted between the token check and this update: the session is over.
    if (!updated) throw unauthorized('Not authorized, please log in');
    return updated;
  }

  app.put(
    PROFILE_PATH,
    { preHandler: requireUser, schema: { body: profileBodySchema, response: { 200: userResponseSchema } } },
    async (request) => {
      // The email and role are not among the fields read: neither changes here, whatever the body says.
      const { firstName, lastName, phone } = request.body;
      const updated = await updateCurrentUser(currentUser(request), { firstName, lastName, phone });
      return {
        success: true as const,
        message: PROFILE_UPDATED_MESSAGE,
        data: { user: toPublicUser(updated) },
      };
    },
  );

  app.put(
    PREFERENCES_PATH,
    {
      preHandler: requireUser,
      schema: { body: preferencesBodySchema, response: { 200: userResponseSchema } },
    },
    async (request) => {
      const { orderUpdates, promotions, newProducts } = request.body;
      const updated = await updateCurrentUser(currentUser(request), {
        notifyOrderUpdates: orderUpdates,
        notifyPromotions: promotions,
        notifyNewProducts: newProducts,
      });
      return {
        success: true as const,
        message: PREFERENCES_UPDATED_MESSAGE,
        data: { user: toPublicUser(updated) },
      };
    },
  );

  app.delete(
    ACCOUNT_PATH,
    {
      preHandler: requireUser,
      schema: { body: deleteAccountBodySchema, response: { 200: messageOnlyResponseSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      if (!(await verifyPassword(user.passwordHash, request.body.password))) {
        throw badRequest(PASSWORD_INCORRECT_MESSAGE, [
          { field: 'password', message: PASSWORD_INCORRECT_MESSAGE },
        ]);
      }
      // A hash of a secret nobody ever sees: no password matches it, and the column keeps its usual shape.
      const unusablePasswordHash = await hashPassword(randomBytes(32).toString('base64url'));
      await eraseAccount(db, user, unusablePasswordHash);
      return { success: true as const, message: ACCOUNT_DELETED_MESSAGE, data: {} };
    },
  );
};

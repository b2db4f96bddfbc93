import {
  CHANGE_PASSWORD_PATH,
  CURRENT_PASSWORD_INCORRECT_MESSAGE,
  changePasswordBodySchema,
  changePasswordResponseSchema,
  FORGOT_PASSWORD_PATH,
  forgotPasswordBodySchema,
  INVALID_RESET_TOKEN_MESSAGE,
  messageOnlyResponseSchema,
  PASSWORD_CHANGED_MESSAGE,
  PASSWORD_RESET_MESSAGE,
  RESET_LINK_SENT_MESSAGE,
  RESET_PASSWORD_PATH,
  resetPasswordBodySchema,
} from '@aurora-store/api/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { users } from '../db/schema';
import { badRequest, unauthorized } from '../http/http-error';
import type { MailTransport } from '../mail/mail-transport';
import { findActiveUserByEmail, nextTokenVersion } from './accounts';
import type { AuthLimits } from './auth-limits';
import { currentUser, requireUser } from './authenticate';
import { hashPassword, verifyPassword } from './passwords';
import { passwordResetMail, resetLink } from './reset-mail';
import {
  createResetToken,
  endResetTokens,
  hashResetToken,
  isUsableResetToken,
  useResetToken,
} from './reset-tokens';
import { signToken } from './tokens';

export interface PasswordRoutesOptions {
  limits: AuthLimits;
  mail: MailTransport;
}

/** Changing a known password, and resetting a forgotten one through a mailed link. */
export const passwordRoutes: FastifyPluginAsyncZod<PasswordRoutesOptions> = async (app, { limits, mail }) => {
  const { db } = app.database;

  app.put(
    CHANGE_PASSWORD_PATH,
    {
      preHandler: requireUser,
      schema: { body: changePasswordBodySchema, response: { 200: changePasswordResponseSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      const { currentPassword, newPassword } = request.body;
      if (!(await verifyPassword(user.passwordHash, currentPassword))) {
        throw badRequest(CURRENT_PASSWORD_INCORRECT_MESSAGE, [
          { field: 'currentPassword', message: CURRENT_PASSWORD_INCORRECT_MESSAGE },
        ]);
      }
      const passwordHash = await hashPassword(newPassword);
      const tokenVersion = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(users)
          .set({ passwordHash, tokenVersion: nextTokenVersion(), updatedAt: new Date() })
          // Only from the version this session holds: a session ended meanwhile cannot change anything.
          .where(
            and(eq(users.id, user.id), eq(users.tokenVersion, user.tokenVersion), isNull(users.deletedAt)),
          )
          .returning({ tokenVersion: users.tokenVersion });
        if (!updated) throw unauthorized('Not authorized, please log in');
        await endResetTokens(tx, user.id);
        return updated.tokenVersion;
      });
      // Every other session's token now names an old version; this one carries on with a fresh token.
      const token = await signToken(app.jwtKey, { userId: user.id, version: tokenVersion });
      return { success: true as const, message: PASSWORD_CHANGED_MESSAGE, data: { token } };
    },
  );

  app.post(
    FORGOT_PASSWORD_PATH,
    { schema: { body: forgotPasswordBodySchema, response: { 200: messageOnlyResponseSchema } } },
    async (request, reply) => {
      const { email } = request.body;
      await limits.countResetRequest(reply, request.ip, email);
      const user = await findActiveUserByEmail(db, email);
      if (user) {
        const token = await createResetToken(db, user.id);
        await mail.send(
          passwordResetMail(user.email, user.firstName, resetLink(app.config.publicUrl, token)),
        );
      }
      // The same answer either way: this call must not tell who has an account.
      return { success: true as const, message: RESET_LINK_SENT_MESSAGE, data: {} };
    },
  );

  app.post(
    RESET_PASSWORD_PATH,
    { schema: { body: resetPasswordBodySchema, response: { 200: messageOnlyResponseSchema } } },
    async (request) => {
      const tokenHash = hashResetToken(request.body.token);
      // Checked before hashing the new password, so a made-up token costs a lookup, not an argon2 run.
      if (!(await isUsableResetToken(db, tokenHash))) throw badRequest(INVALID_RESET_TOKEN_MESSAGE);
      const passwordHash = await hashPassword(request.body.password);
      const email = await db.transaction(async (tx) => {
        const userId = await useResetToken(tx, tokenHash);
        if (!userId) throw badRequest(INVALID_RESET_TOKEN_MESSAGE);
        const [updated] = await tx
          .update(users)
          .set({ passwordHash, tokenVersion: nextTokenVersion(), updatedAt: new Date() })
          .where(and(eq(users.id, userId), isNull(users.deletedAt)))
          .returning({ email: users.email });
        if (!updated) throw badRequest(INVALID_RESET_TOKEN_MESSAGE);
        await endResetTokens(tx, userId);
        return updated.email;
      });
      await limits.passwordWasReset(email);
      return { success: true as const, message: PASSWORD_RESET_MESSAGE, data: {} };
    },
  );
};

import {
  authSessionResponseSchema,
  EMAIL_TAKEN_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  LOGGED_IN_MESSAGE,
  LOGIN_PATH,
  loginBodySchema,
  ME_PATH,
  REGISTER_PATH,
  REGISTERED_MESSAGE,
  registerBodySchema,
  userResponseSchema,
} from '@aurora-store/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { users } from '../db/schema';
import { conflict, unauthorized } from '../http/http-error';
import type { MailTransport } from '../mail/mail-transport';
import { findActiveUserByEmail } from './accounts';
import type { AuthLimits } from './auth-limits';
import { currentUser, requireUser } from './authenticate';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords';
import { toPublicUser } from './public-user';
import { signToken } from './tokens';
import { queueVerificationMail } from './verification-mail';

export interface SessionRoutesOptions {
  limits: AuthLimits;
  mail: MailTransport;
}

/** Register (which mails the link that verifies the address), log in, and who am I. */
export const sessionRoutes: FastifyPluginAsyncZod<SessionRoutesOptions> = async (app, { limits, mail }) => {
  const { db } = app.database;

  app.post(
    REGISTER_PATH,
    { schema: { body: registerBodySchema, response: { 201: authSessionResponseSchema } } },
    async (request, reply) => {
      // Only these four fields are read: role and verification keep their defaults whatever the body says.
      const { firstName, lastName, email, password } = request.body;
      await limits.countRegistration(reply, request.ip);
      const passwordHash = await hashPassword(password);
      // The account and its verification mail commit together: no account without its link, no mail without it.
      const user = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({ firstName, lastName, email, passwordHash })
          // The unique index decides, so two registrations racing for one email cannot both succeed.
          .onConflictDoNothing({ target: users.email })
          .returning();
        if (!created) throw conflict(EMAIL_TAKEN_MESSAGE);
        await queueVerificationMail(tx, mail, created);
        return created;
      });
      mail.wake();
      const token = await signToken(app.jwtKey, { userId: user.id, version: user.tokenVersion });
      return reply.code(201).send({
        success: true,
        message: REGISTERED_MESSAGE,
        data: { user: toPublicUser(user), token },
      });
    },
  );

  app.post(
    LOGIN_PATH,
    { schema: { body: loginBodySchema, response: { 200: authSessionResponseSchema } } },
    async (request, reply) => {
      const { email, password } = request.body;
      await limits.countLoginAttempt(reply, request.ip, email);
      const user = await findActiveUserByEmail(db, email);
      // An unknown email is checked against a decoy hash, so it takes as long as a wrong password.
      const passwordMatches = await verifyPassword(
        user?.passwordHash ?? (await decoyPasswordHash()),
        password,
      );
      if (!user || !passwordMatches) throw unauthorized(INVALID_CREDENTIALS_MESSAGE);
      await limits.loginSucceeded(request.ip, email);
      const token = await signToken(app.jwtKey, { userId: user.id, version: user.tokenVersion });
      return {
        success: true as const,
        message: LOGGED_IN_MESSAGE,
        data: { user: toPublicUser(user), token },
      };
    },
  );

  app.get(
    ME_PATH,
    { preHandler: requireUser, schema: { response: { 200: userResponseSchema } } },
    async (request) => ({ success: true as const, data: { user: toPublicUser(currentUser(request)) } }),
  );
};

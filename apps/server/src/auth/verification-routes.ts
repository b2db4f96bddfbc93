import {
  EMAIL_VERIFIED_MESSAGE,
  INVALID_VERIFICATION_TOKEN_MESSAGE,
  messageOnlyResponseSchema,
  RESEND_VERIFICATION_PATH,
  VERIFICATION_LINK_SENT_MESSAGE,
  VERIFY_EMAIL_PATH,
  verifyEmailBodySchema,
} from '@aurora-store/api/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { users } from '../db/schema';
import { badRequest } from '../http/http-error';
import type { MailTransport } from '../mail/mail-transport';
import type { AuthLimits } from './auth-limits';
import { currentUser, requireUser } from './authenticate';
import { queueVerificationMail } from './verification-mail';
import { endVerificationTokens, hashVerificationToken, useVerificationToken } from './verification-tokens';

export interface VerificationRoutesOptions {
  limits: AuthLimits;
  mail: MailTransport;
}

/** Verifying an account's email through the mailed link, and asking for a new link. */
export const verificationRoutes: FastifyPluginAsyncZod<VerificationRoutesOptions> = async (
  app,
  { limits, mail },
) => {
  const { db } = app.database;

  app.post(
    VERIFY_EMAIL_PATH,
    { schema: { body: verifyEmailBodySchema, response: { 200: messageOnlyResponseSchema } } },
    async (request) => {
      const tokenHash = hashVerificationToken(request.body.token);
      await db.transaction(async (tx) => {
        const userId = await useVerificationToken(tx, tokenHash);
        if (!userId) throw badRequest(INVALID_VERIFICATION_TOKEN_MESSAGE);
        const [verified] = await tx
          .update(users)
          .set({ isEmailVerified: true, updatedAt: new Date() })
          // A deleted account's address is erased: there is nothing left to verify (the throw rolls back).
          .where(and(eq(users.id, userId), isNull(users.deletedAt)))
          .returning({ id: users.id });
        if (!verified) throw badRequest(INVALID_VERIFICATION_TOKEN_MESSAGE);
        await endVerificationTokens(tx, userId);
      });
      return { success: true as const, message: EMAIL_VERIFIED_MESSAGE, data: {} };
    },
  );

  app.post(
    RESEND_VERIFICATION_PATH,
    { preHandler: requireUser, schema: { response: { 200: messageOnlyResponseSchema } } },
    async (request, reply) => {
      const user = currentUser(request);
      await limits.countVerificationResend(reply, user.id);
      if (!user.isEmailVerified) {
        await db.transaction((tx) => queueVerificationMail(tx, mail, user));
        mail.wake();
      }
      // The same answer either way: a verified address simply gets no mail.
      return { success: true as const, message: VERIFICATION_LINK_SENT_MESSAGE, data: {} };
    },
  );
};

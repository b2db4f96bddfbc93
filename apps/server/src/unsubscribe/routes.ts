import {
  TOO_MANY_UNSUBSCRIBE_REQUESTS_MESSAGE,
  UNSUBSCRIBE_PAGE_PATH,
  UNSUBSCRIBE_PATH,
  unsubscribeBodySchema,
  unsubscribedMessage,
  unsubscribeResponseSchema,
} from '@aurora-store/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../http/http-error';
import { openRateLimitStore } from '../rate-limit/open-rate-limit-store';
import type { RateLimitRule } from '../rate-limit/rate-limiter';
import { turnOffPreference } from './turn-off-preference';

/** The page's button, per address: far more than a person presses, too few to try tokens in bulk. */
export const UNSUBSCRIBES_PER_IP: RateLimitRule = {
  name: 'unsubscribes-per-ip',
  points: 30,
  durationSeconds: 15 * 60,
};

/** The bodies a one-click POST comes with (RFC 8058): `List-Unsubscribe=One-Click`, as a form. */
const ONE_CLICK_BODY_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * Stopping a kind of mail from the link in it, signed in or not: the token is the credential. A GET of the link
 * is the web app's page (served like any page), which changes nothing until its button is pressed, so a mail
 * scanner that follows links unsubscribes nobody.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const rateLimits = await openRateLimitStore(app.config, app.log);
  app.addHook('onClose', async () => {
    await rateLimits.close();
  });
  const perIp = rateLimits.limiter(UNSUBSCRIBES_PER_IP);

  // The one-click form says nothing the address does not (the token is in it), so it is read and let go; its
  // parser lives in this plugin only, and the app's body limit still bounds it.
  app.addContentTypeParser(ONE_CLICK_BODY_TYPES, { parseAs: 'string' }, (_request, _body, done) =>
    done(null, undefined),
  );

  /*
   * The mailbox provider's one-click POST to the very address in List-Unsubscribe. Not limited per address:
   * a provider posts for all its users from a few addresses, and a token cannot be guessed anyway.
   */
  app.post(
    UNSUBSCRIBE_PAGE_PATH,
    { schema: { querystring: unsubscribeBodySchema } },
    async (request, reply) => {
      const preference = await turnOffPreference(db, app.jwtSecret, request.query.token);
      return reply.type('text/plain; charset=utf-8').send(`${unsubscribedMessage(preference)}.\n`);
    },
  );

  app.post(
    UNSUBSCRIBE_PATH,
    { schema: { body: unsubscribeBodySchema, response: { 200: unsubscribeResponseSchema } } },
    async (request, reply) => {
      const decision = await perIp.consume(request.ip);
      if (!decision.allowed) {
        reply.header('retry-after', String(decision.retryAfterSeconds));
        throw new HttpError(429, TOO_MANY_UNSUBSCRIBE_REQUESTS_MESSAGE);
      }
      const preference = await turnOffPreference(db, app.jwtSecret, request.body.token);
      return { success: true as const, message: unsubscribedMessage(preference), data: { preference } };
    },
  );
};

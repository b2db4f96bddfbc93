import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createMailTransport } from '../mail/mail-transport';
import { openRateLimitStore } from '../rate-limit/open-rate-limit-store';
import { accountRoutes } from './account-routes';
import { createAuthLimits } from './auth-limits';
import { passwordRoutes } from './password-routes';
import { decoyPasswordHash } from './passwords';
import { sessionRoutes } from './session-routes';

/** Every /api/auth call, with the mail transport and the rate-limit counters they share. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const mail = createMailTransport({ db: app.database.db, log: app.log, config: app.config });
  const rateLimits = await openRateLimitStore(app.config, app.log);
  // A child plugin's onClose runs before the app's own, so mail still being delivered reaches an open outbox.
  app.addHook('onClose', async () => {
    await mail.close();
    await rateLimits.close();
  });
  // Computed now, so the first login for an unknown email is not slower than the ones after it.
  await decoyPasswordHash();

  const limits = createAuthLimits(rateLimits);
  await app.register(sessionRoutes, { limits });
  await app.register(accountRoutes);
  await app.register(passwordRoutes, { limits, mail });
};

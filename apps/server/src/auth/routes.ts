import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { openRateLimitStore } from '../rate-limit/open-rate-limit-store';
import { accountRoutes } from './account-routes';
import { createAuthLimits } from './auth-limits';
import { passwordRoutes } from './password-routes';
import { decoyPasswordHash } from './passwords';
import { sessionRoutes } from './session-routes';
import { verificationRoutes } from './verification-routes';

/** Every /api/auth call, with the rate-limit counters they share; mail goes through the app's outbox. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimits = await openRateLimitStore(app.config, app.log);
  app.addHook('onClose', async () => {
    await rateLimits.close();
  });
  // Computed now, so the first login for an unknown email is not slower than the ones after it.
  await decoyPasswordHash();

  const limits = createAuthLimits(rateLimits, { registrations: app.config.registrationsPerAddress });
  await app.register(sessionRoutes, { limits, mail: app.mail });
  await app.register(accountRoutes);
  await app.register(passwordRoutes, { limits, mail: app.mail });
  await app.register(verificationRoutes, { limits, mail: app.mail });
};

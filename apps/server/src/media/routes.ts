import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { openRateLimitStore } from '../rate-limit/open-rate-limit-store';
import { mediaServeRoutes } from './serve-routes';
import { MEDIA_UPLOADS_PER_ADMIN, mediaUploadRoutes } from './upload-routes';

/** Product photos: the admin's upload, and the public pictures and variants every page shows. */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimits = await openRateLimitStore(app.config, app.log);
  app.addHook('onClose', async () => {
    await rateLimits.close();
  });
  await app.register(mediaUploadRoutes, { uploads: rateLimits.limiter(MEDIA_UPLOADS_PER_ADMIN) });
  await app.register(mediaServeRoutes);
};

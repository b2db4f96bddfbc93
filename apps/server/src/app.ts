import { MAX_BODY_BYTES } from '@aurora-store/api/contract';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { startRankingWindowRoll } from './admin/operations/ranking-windows';
import { adminRoutes } from './admin/routes';
import { startNewProductAnnouncements } from './announcements/announcement-schedule';
import { registerAuthentication } from './auth/authenticate';
import { authRoutes } from './auth/routes';
import { signingKey } from './auth/tokens';
import { startBackups } from './backup/start-backups';
import { cartRoutes } from './cart/routes';
import { compareRoutes } from './compare/routes';
import type { Config } from './config';
import { couponRoutes } from './coupons/coupon-routes';
import type { Database } from './db/open-database';
import { healthRoutes } from './health/routes';
import { ANSWER_ENCODINGS, BROTLI_OPTIONS, COMPRESS_THRESHOLD_BYTES } from './http/compressed-copies';
import { registerCors } from './http/cors';
import { handleError, handleFrameworkError } from './http/error-handler';
import { trackInFlight } from './http/in-flight';
import { refuseDeepJson } from './http/json-depth';
import { keepApiAnswersOutOfCaches } from './http/no-store';
import { createNotFoundHandler } from './http/not-found-handler';
import { refuseNulCharacters } from './http/refuse-nul';
import { refuseWhileClosing } from './http/refuse-while-closing';
import { registerSecurityHeaders } from './http/security-headers';
import { imageRoutes } from './images/routes';
import { createMailTransport, type MailTransport } from './mail/mail-transport';
import { startMediaSweeper } from './media/media-sweep';
import { mediaRoutes } from './media/routes';
import { registerMetrics, type StoreMetrics } from './metrics/register-metrics';
import { orderRoutes } from './orders/routes';
import { type Catalogue, createCatalogue } from './products/catalogue';
import { productRoutes } from './products/routes';
import { seoRoutes } from './seo/seo-routes';
import { resolveJwtSecret } from './settings/jwt-secret';
import { applyStoreTimeZone } from './settings/store-time-zone';
import { unsubscribeRoutes } from './unsubscribe/routes';
import { registerWebApp } from './web/web-app';
import { wishlistRoutes } from './wishlist/routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** The catalogue's readers, shared by the API and the pages' HTML. */
    catalogue: Catalogue;
    /** The HS256 key for the auth routes: `JWT_SECRET`, or the one kept in the settings table. */
    jwtSecret: string;
    /** `jwtSecret` as the key bytes jose signs and verifies with. */
    jwtKey: Uint8Array;
    /** The mail outbox and its delivery worker; order and account mails are queued through it. */
    mail: MailTransport;
    /** What handlers count for `GET /metrics` (orders placed); does nothing unless `METRICS_TOKEN` is set. */
    metrics: StoreMetrics;
  }
}

/**
 * How long shutdown waits for running handlers before it closes the database anyway: well inside the 10 s
 * close-with-grace gives the whole shutdown (main.ts), so the database is always closed before a kill.
 */
const SHUTDOWN_DRAIN_MS = 5000;

export interface BuildAppOptions {
  config: Config;
  /** An open, migrated database; the app closes it when the app closes. */
  database: Database;
}

/** The whole server without listening, so tests drive it with `app.inject`. */
export async function buildApp({ config, database }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: MAX_BODY_BYTES,
    frameworkErrors: handleFrameworkError,
    // Behind a load balancer every request comes from the balancer: the limits per address (login, register,
    // forgot password) count the client it names in X-Forwarded-For, but only when told to trust it.
    trustProxy: config.trustProxy,
    // A request reaching a closing server is refused in the API's envelope instead (refuse-while-closing.ts).
    return503OnClosing: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  refuseDeepJson(app);
  refuseNulCharacters(app);
  keepApiAnswersOutOfCaches(app);

  database.onBackgroundError((error) => app.log.error({ err: error }, 'Database connection error'));
  refuseWhileClosing(app);
  const inFlight = trackInFlight(app);
  // Before the mail transport: the unsubscribe links in mails are signed with it.
  const jwtSecret = await resolveJwtSecret(database.db, config.jwtSecret);
  const mail = createMailTransport({ db: database.db, log: app.log, config, unsubscribeSecret: jwtSecret });
  const mediaSweeper = startMediaSweeper(database.db, app.log);
  const rankingRoll = startRankingWindowRoll(database.db, config.storeTimeZone, app.log);
  const backups = await startBackups(config, database, app.log);
  const announcements = startNewProductAnnouncements(
    { db: database.db, mail, storeTimeZone: config.storeTimeZone },
    app.log,
    { intervalMs: config.announcementIntervalMs },
  );
  app.addHook('onClose', async () => {
    await inFlight.drained(SHUTDOWN_DRAIN_MS);
    await announcements.close();
    // After the handlers (they queue mail), before the database: a delivery in flight records its outcome.
    await mail.close();
    await mediaSweeper.close();
    await rankingRoll.close();
    // A backup under way finishes before the database closes under it.
    await backups.close();
    await database.close();
  });
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('catalogue', createCatalogue(database.db));
  app.decorate('mail', mail);
  app.decorate('jwtSecret', jwtSecret);
  app.decorate('jwtKey', signingKey(jwtSecret));
  if (await applyStoreTimeZone(database.db, config.storeTimeZone)) {
    app.log.info(`Order summaries rebuilt in the store's time zone, ${config.storeTimeZone}`);
  }
  registerAuthentication(app);
  app.decorate('metrics', registerMetrics(app, { token: config.metricsToken, database }));

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React and the component library set inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Admins may give product and category images as https URLs hosted elsewhere.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        // Served over plain http on localhost: upgrading requests to https would break every asset.
        upgradeInsecureRequests: null,
      },
    },
  });

  // API answers and the drawn product images travel compressed: a page of the catalogue is 17 KiB of JSON and
  // 3 KiB brotli, which on a phone's connection is the difference the shopper waits for. The web app's assets
  // already carry the copies the build wrote, the catalogue's public answers, the pages and the drawn images
  // carry copies kept by version (compressed-copies.ts), and a reply with a Content-Encoding is left alone.
  await app.register(fastifyCompress, {
    encodings: [...ANSWER_ENCODINGS],
    brotliOptions: BROTLI_OPTIONS,
    threshold: COMPRESS_THRESHOLD_BYTES,
  });

  await registerCors(app, config.corsOrigins);

  await app.register(healthRoutes, { database });
  await app.register(authRoutes);
  await app.register(productRoutes);
  await app.register(cartRoutes);
  await app.register(wishlistRoutes);
  await app.register(compareRoutes);
  await app.register(orderRoutes);
  await app.register(couponRoutes);
  await app.register(imageRoutes);
  await app.register(mediaRoutes);
  await app.register(adminRoutes);
  await app.register(seoRoutes);
  await app.register(unsubscribeRoutes);
  const webApp = await registerWebApp(app, config);
  app.setNotFoundHandler(createNotFoundHandler({ webApp }));
  return app;
}

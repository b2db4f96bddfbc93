import type { FastifyPluginAsync } from 'fastify';
import { robotsTxt } from './robots';
import { sitemapXml } from './sitemap';

/** Crawlers read these often and they change with the catalogue: a few minutes in any cache is plenty. */
const CRAWLER_FILES_CACHE = 'public, max-age=300';

/** `/robots.txt` and `/sitemap.xml`, on the store's public address (PUBLIC_URL). */
export const seoRoutes: FastifyPluginAsync = async (app) => {
  const { publicUrl } = app.config;
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CRAWLER_FILES_CACHE)
      .send(robotsTxt(publicUrl)),
  );
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', CRAWLER_FILES_CACHE)
      .send(await sitemapXml(app.database.db, publicUrl)),
  );
};

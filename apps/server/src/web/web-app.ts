import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const INDEX_FILE = 'index.html';

/** Vite puts content-hashed files under `assets/`: a changed file gets a new name, so they never go stale. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html names the current hashed files, so the browser must revalidate it on every visit. */
const REVALIDATE = 'no-cache';

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Serves the built web app from the same origin as the API. Returns false, with one warning, when there
 * is no build yet: the API still works, pages answer 404 until the web app is built.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<boolean> {
  if (!existsSync(path.join(webDistDir, INDEX_FILE))) {
    app.log.warn(`No web app build in ${webDistDir}; only the API is served. Build it with \`pnpm build\`.`);
    return false;
  }
  const assetsDir = path.join(webDistDir, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root: webDistDir,
    // The web build writes file.br and file.gz beside each text file; browsers that accept them get those.
    preCompressed: true,
    // The API's namespace never reaches the disk: unknown /api paths stay JSON 404s.
    allowedPath: (pathName) => !isApiPath(pathName),
    setHeaders: (reply, filePath) => {
      if (path.basename(filePath) === INDEX_FILE) reply.header('cache-control', REVALIDATE);
      else if (filePath.startsWith(assetsDir)) reply.header('cache-control', IMMUTABLE);
    },
  });
  return true;
}

/**
 * A deep link such as /product/x is a route of the single-page app, not a file: a browser asking for a page
 * gets index.html and the app's router takes over. Only page navigations qualify (they accept text/html),
 * so a missing script or image still gets a 404 instead of HTML under the wrong type.
 */
export function isAppPageRequest(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !isApiPath(request.url) &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

export function sendAppPage(reply: FastifyReply): FastifyReply {
  return reply.code(200).sendFile(INDEX_FILE);
}

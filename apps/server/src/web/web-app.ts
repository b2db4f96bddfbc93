import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { STORE_NAME } from '@aurora-store/api/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { taggedBody, taggedSender } from '../http/compressed-copies';
import { headForPage, plainHead } from '../seo/head-for-page';
import { withTimeout } from '../with-timeout';
import { type PageTemplate, pageTemplate } from './page-template';

const INDEX_FILE = 'index.html';
/**
 * Where the web build writes a page per lazy route (`pages/<first path segment>.html`): index.html naming that
 * route's code too, so it downloads beside the app's script. The server knows no routes, only these names.
 */
const PAGES_DIR = 'pages';
const PAGE_FILE = /^([a-z0-9-]+)\.html$/;
/** The build's page for paths no other page covers (apps/web first-frame-plugin.ts, EXTRA_PAGES). */
const OTHER_PAGE = 'not-found';

/** Vite puts content-hashed files under `assets/`: a changed file gets a new name, so they never go stale. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A page names the current hashed files and the catalogue's current data, so it is revalidated on every visit. */
const REVALIDATE = 'no-cache';
/** The build's pages are sent with each request's head (title, description, link preview), never as files. */
const HTML_FILE = /\.html$/i;
/**
 * How long a page waits for its head's data (a product's name and picture). A database that is slow or down
 * must not hold the page back: it is then sent with a plain head, and the app's start-up screen tells the rest.
 */
const PAGE_HEAD_TIMEOUT_MS = 1500;
/**
 * The build writes a source map beside each script for error reports, without naming it in the script (Vite's
 * `sourcemap: 'hidden'`): the original source is not for the public unless the store asks to serve it.
 */
const SOURCE_MAP = /\.map$/i;
/** A script or style sheet as sent, maybe as the build's compressed copy: `app.js.br` is `app.js`'s. */
const SCRIPT_OR_STYLE = /\.(js|css)(\.br|\.gz)?$/;

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** The built web app's pages: which HTML file answers a page request, with the page's own head. */
export interface WebApp {
  sendPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

/**
 * Serves the built web app from the same origin as the API. Returns null, with one warning, when there is no
 * build yet: the API still works, pages answer 404 until the web app is built.
 */
export async function registerWebApp(
  app: FastifyInstance,
  { webDistDir, serveSourceMaps, publicUrl }: Pick<Config, 'webDistDir' | 'serveSourceMaps' | 'publicUrl'>,
): Promise<WebApp | null> {
  if (!existsSync(path.join(webDistDir, INDEX_FILE))) {
    app.log.warn(`No web app build in ${webDistDir}; only the API is served. Build it with \`pnpm build\`.`);
    return null;
  }
  const assetsDir = path.join(webDistDir, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root: webDistDir,
    // The web build writes file.br and file.gz beside each text file; browsers that accept them get those.
    preCompressed: true,
    // Pages, '/' included, go to sendPage (through the not-found handler).
    index: false,
    // The API's namespace never reaches the disk: unknown /api paths stay JSON 404s; so do source maps unless
    // the store serves them.
    allowedPath: (pathName) =>
      !isApiPath(pathName) && !HTML_FILE.test(pathName) && (serveSourceMaps || !SOURCE_MAP.test(pathName)),
    setHeaders: (reply, filePath) => {
      if (filePath.startsWith(assetsDir)) reply.header('cache-control', IMMUTABLE);
      const sourceMap = serveSourceMaps ? sourceMapOf(filePath) : undefined;
      // The script does not name its map, so the browser's developer tools learn of it from this header.
      if (sourceMap) reply.header('sourcemap', sourceMap);
    },
  });
  const index = readTemplate(webDistDir, INDEX_FILE);
  const pages = new Map(
    [...routePages(webDistDir)].map(([name, file]) => [name, readTemplate(webDistDir, file)] as const),
  );
  const { db } = app.database;
  const sendTagged = taggedSender();
  const webApp: WebApp = {
    sendPage: async (request, reply) => {
      const segment = firstPathSegment(request.url);
      // '/' is index.html; a path whose first segment has no page of its own gets the not-found page's frame
      // (the app decides what it shows; the frame only has to be the shop's header and footer).
      const template = segment === '' ? index : (pages.get(segment) ?? pages.get(OTHER_PAGE) ?? index);
      const url = pageUrl(request.url, publicUrl);
      const head = await withTimeout(
        headForPage(db, app.catalogue, url, publicUrl),
        PAGE_HEAD_TIMEOUT_MS,
        `The head of ${url.pathname} took over ${PAGE_HEAD_TIMEOUT_MS} ms`,
      ).catch((error: unknown) => {
        request.log.warn({ err: error }, 'A page was sent with a plain head');
        return plainHead(url);
      });
      const html = template.render(head, STORE_NAME);
      reply.header('cache-control', REVALIDATE).type('text/html; charset=utf-8');
      if (head.notFound) return reply.code(404).send(html);
      // ~100 KB of HTML (the first frame is drawn in it), the same for every visit until the catalogue changes.
      await sendTagged(request, reply, taggedBody(html));
      return reply;
    },
  };
  // The home page is a page like the others; the static files' wildcard would answer '/' as a directory.
  app.get('/', (request, reply) => webApp.sendPage(request, reply));
  return webApp;
}

/** The page's address on the store's public origin; a request line that is no URL is the home page. */
function pageUrl(requestUrl: string, publicUrl: string): URL {
  return URL.canParse(requestUrl, publicUrl) ? new URL(requestUrl, publicUrl) : new URL('/', publicUrl);
}

function readTemplate(webDistDir: string, file: string): PageTemplate {
  return pageTemplate(readFileSync(path.join(webDistDir, file), 'utf8'), file);
}

/** The name of the map the build wrote beside a script or style sheet, if it wrote one. */
function sourceMapOf(filePath: string): string | undefined {
  const match = SCRIPT_OR_STYLE.exec(filePath);
  if (!match) return undefined;
  const mapPath = `${filePath.slice(0, filePath.length - (match[2]?.length ?? 0))}.map`;
  return existsSync(mapPath) ? path.basename(mapPath) : undefined;
}

/** The route pages the build wrote, by name; none for a build without them. */
function routePages(webDistDir: string): ReadonlyMap<string, string> {
  const dir = path.join(webDistDir, PAGES_DIR);
  if (!existsSync(dir)) return new Map();
  const names = readdirSync(dir).flatMap((file) => PAGE_FILE.exec(file)?.[1] ?? []);
  return new Map(names.map((name) => [name, `${PAGES_DIR}/${name}.html`]));
}

/** '/product/abc?x=1' -> 'product'. */
function firstPathSegment(url: string): string {
  return url.split(/[?#]/, 1)[0]?.split('/')[1] ?? '';
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

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';

/**
 * The head the web build writes: one title and one description, which the server replaces per page, and the
 * frame's inline style (what makes a page big enough to be worth compressing).
 */
const BUILD_HEAD = `<meta name="description" content="Aurora Store: the build’s own description." /><title>Aurora Store</title><style>${'.frame{color:#fff}'.repeat(80)}</style>`;
/**
 * A page as the web build writes it: its first frame in #root, an icon with a <title> of its own in it, and
 * `places` image places (FRAME_IMAGE_ATTRIBUTE), each holding a skeleton.
 */
function buildPage(headEnd: string, frame: string, places = 0): string {
  const imagePlaces = Array.from(
    { length: places },
    (_, index) => `<div data-frame-image="${index}" class="place"><span class="skeleton"></span></div>`,
  ).join('');
  return `<!doctype html><html><head>${BUILD_HEAD}<script type="module" src="/assets/app.js"></script>${headEnd}</head><body><div id="root"><main>${frame}${imagePlaces}<svg><title>Aurora logo</title></svg></main></div></body></html>`;
}

/** Each page's first frame names itself, so a test can tell which page was sent. */
export const FRAMES = {
  home: 'The home page’s frame',
  catalogue: 'The catalogue’s frame',
  product: 'The product page’s frame',
  admin: 'The admin panel’s frame',
  notFound: 'Any other page’s frame',
} as const;
/** The image places of the catalogue's frame (the web build's is the first row of cards). */
export const CATALOGUE_PLACES = 4;
export const INDEX_HTML = buildPage('', FRAMES.home, 4);
export const APP_JS = 'console.log("aurora");';
/** The map the build writes beside a script, unnamed in it (`sourcemap: 'hidden'`). */
export const APP_JS_MAP = '{"version":3,"file":"app.js","sources":["../src/main.tsx"],"mappings":"AAAA"}';
/** A route's page, as the web build writes one per lazy route: index.html naming the route's code too. */
export const PRODUCT_PAGE_HTML = buildPage(
  '<link rel="modulepreload" href="/assets/product.js">',
  FRAMES.product,
  1,
);
/** What names the route page's own code: a page sent for /product/{id} has it. */
export const PRODUCT_PAGE_CODE = '<link rel="modulepreload" href="/assets/product.js">';

/** A stand-in for `apps/web/dist`: the server only serves that folder, it never imports the web app. */
export async function createWebBuild(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'aurora-web-build-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(dir, 'assets', 'app.js'), APP_JS);
  // As the web build does: the Brotli copy beside the file.
  await writeFile(path.join(dir, 'assets', 'app.js.br'), brotliCompressSync(APP_JS));
  await writeFile(path.join(dir, 'assets', 'app.js.map'), APP_JS_MAP);
  await mkdir(path.join(dir, 'pages'));
  await writeFile(path.join(dir, 'pages', 'product.html'), PRODUCT_PAGE_HTML);
  await writeFile(path.join(dir, 'pages', 'product.html.br'), brotliCompressSync(PRODUCT_PAGE_HTML));
  await writeFile(path.join(dir, 'pages', 'admin.html'), buildPage('', FRAMES.admin));
  await writeFile(path.join(dir, 'pages', 'not-found.html'), buildPage('', FRAMES.notFound));
  await writeFile(
    path.join(dir, 'pages', 'products.html'),
    buildPage('', FRAMES.catalogue, CATALOGUE_PLACES),
  );
  // A page is sent with each request's head, never as the file, however it is asked for.
  await writeFile(path.join(dir, 'index.html.br'), brotliCompressSync(INDEX_HTML));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

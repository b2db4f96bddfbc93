import { describe, expect, it } from 'vitest';
import { moduleChunks, pagePath, paintablePage } from './first-frame-plugin';
import { FIRST_FRAME_ID } from './src/first-frame-id';

/** A page as Vite and the route-pages plugin write it, before the first-frame plugin. */
const builtPage = `<!doctype html>
<html lang="en" class="dark">
  <head>
    <title>Aurora Store</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-2.js">
    <link rel="modulepreload" crossorigin href="/assets/react-3.js">
    <link rel="stylesheet" crossorigin href="/assets/index-4.css">
    <link rel="modulepreload" crossorigin href="/assets/product-route-5.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const options = {
  frameHtml: '<header>Aurora Store</header><main>$& a frame</main>',
  css: '.a{color:red}</style><p>',
  startUrl: '/assets/start-6.js',
  appChunks: new Set(['/assets/rolldown-runtime-2.js', '/assets/react-3.js']),
};

describe('paintablePage', () => {
  const page = paintablePage(builtPage, options);

  it('paints the frame beside #root, inert and hidden from assistive technology, so React leaves it alone', () => {
    expect(page).toContain(
      `<div id="${FIRST_FRAME_ID}" inert aria-hidden="true"><header>Aurora Store</header><main>$& a frame</main></div><div id="root"></div>`,
    );
  });

  it('inlines the style sheet, so no request stands between the HTML and the first paint', () => {
    expect(page).not.toContain('<link rel="stylesheet"');
    expect(page).toContain('<style>.a{color:red}<\\/style><p></style>');
  });

  it('names the app’s code to the start script instead of fetching it before the first paint', () => {
    expect(page).not.toContain('modulepreload');
    expect(page.match(/<script /g)).toHaveLength(1);
    expect(page).toContain(
      '<script type="module" crossorigin src="/assets/start-6.js" fetchpriority="low" data-app-modules="/assets/index-1.js /assets/rolldown-runtime-2.js /assets/react-3.js" data-page-modules="/assets/product-route-5.js"></script>',
    );
  });

  it('paints nothing first on a page without a frame (the admin panel)', () => {
    const admin = paintablePage(builtPage, { ...options, frameHtml: '' });
    expect(admin).not.toContain(FIRST_FRAME_ID);
    expect(admin).toContain('<body>\n    <div id="root"></div>');
  });

  it('refuses a page it cannot make paintable rather than writing a broken one', () => {
    expect(() => paintablePage(builtPage.replace('<div id="root"></div>', ''), options)).toThrow(/#?root/);
    expect(() => paintablePage(builtPage.replace(/<link rel="stylesheet"[^>]*>/, ''), options)).toThrow(
      /style sheet/,
    );
    const twoScripts = builtPage.replace(
      '</head>',
      '<script type="module" crossorigin src="/assets/react-3.js"></script></head>',
    );
    expect(() => paintablePage(twoScripts, options)).toThrow(/one module script/);
  });
});

describe('moduleChunks and pagePath', () => {
  it('reads the chunks a page preloads, in order', () => {
    expect(moduleChunks(builtPage)).toEqual([
      '/assets/rolldown-runtime-2.js',
      '/assets/react-3.js',
      '/assets/product-route-5.js',
    ]);
  });

  it('knows the path each page of the build stands for', () => {
    expect(pagePath('index.html')).toBe('/');
    expect(pagePath('pages/product.html')).toBe('/product');
    expect(pagePath('pages/not-found.html')).toBe('/not-found');
  });
});

import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { routePageHtml, routePages } from './route-pages-plugin';
import { routePageName } from './src/routes/lazy-routes';

function chunk(
  fileName: string,
  facade: string | null,
  imports: string[],
  isEntry = false,
): Rolldown.OutputChunk {
  // Only the fields routePages reads; the rest of a chunk does not matter here.
  return {
    type: 'chunk',
    fileName,
    facadeModuleId: facade,
    imports,
    isEntry,
  } as unknown as Rolldown.OutputChunk;
}

const bundle = {
  'assets/index.js': chunk('assets/index.js', '/app/src/main.tsx', ['assets/react.js'], true),
  'assets/react.js': chunk('assets/react.js', null, []),
  'assets/product-route.js': chunk('assets/product-route.js', '/app/src/routes/product-route.tsx', [
    'assets/react.js',
    'assets/number-field.js',
  ]),
  'assets/number-field.js': chunk('assets/number-field.js', null, ['assets/use-event.js', 'assets/react.js']),
  'assets/use-event.js': chunk('assets/use-event.js', null, []),
  'assets/cart-route.js': chunk('assets/cart-route.js', '/app/src/routes/cart-route.tsx', [
    'assets/use-event.js',
  ]),
} as unknown as Rolldown.OutputBundle;

describe('routePages', () => {
  it('names each route’s chunk and what it imports, leaving out what index.html already loads', () => {
    const pages = routePages(
      [
        { path: '/product/:id', module: 'product-route' },
        { path: '/cart', module: 'cart-route' },
      ],
      bundle,
      routePageName,
    );

    expect(pages).toEqual([
      {
        name: 'product',
        files: ['assets/product-route.js', 'assets/number-field.js', 'assets/use-event.js'],
      },
      { name: 'cart', files: ['assets/cart-route.js', 'assets/use-event.js'] },
    ]);
  });

  it('fails the build when a route’s module has no chunk', () => {
    expect(() =>
      routePages([{ path: '/wishlist', module: 'wishlist-route' }], bundle, routePageName),
    ).toThrow(/no chunk for \/wishlist/);
  });

  it('fails the build when two routes would share one page', () => {
    expect(() =>
      routePages(
        [
          { path: '/product/:id', module: 'product-route' },
          { path: '/product', module: 'cart-route' },
        ],
        bundle,
        routePageName,
      ),
    ).toThrow(/no page of its own/);
  });
});

describe('routePageHtml', () => {
  it('adds a modulepreload per file before </head>, in the head’s own indentation', () => {
    const index =
      '<html>\n  <head>\n    <script type="module" src="/assets/index.js"></script>\n  </head>\n</html>';

    expect(routePageHtml(index, ['assets/a.js', 'assets/b.js'], '/')).toBe(
      '<html>\n  <head>\n    <script type="module" src="/assets/index.js"></script>\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/a.js">\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/b.js">\n  </head>\n</html>',
    );
  });
});

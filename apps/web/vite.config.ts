import { createRequire } from 'node:module';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstFramePlugin } from './first-frame-plugin';
import { precompress } from './precompress-plugin';
import { routePagesPlugin } from './route-pages-plugin';
import { LAZY_SHOPPER_ROUTES, routePageName } from './src/routes/lazy-routes';

// `pnpm dev`: this dev server on 5173 hands /api to the API server running beside it on PORT (3000).
const apiOrigin = `http://localhost:${process.env.PORT ?? '3000'}`;

// react-router 7's package exports name only its development build (dev warnings on, larger), whatever the
// mode: remix-run/react-router#12532 and #14102. A production build takes the production files it ships beside.
const reactRouterDist = path.join(
  path.dirname(
    createRequire(createRequire(import.meta.url).resolve('react-router-dom')).resolve(
      'react-router/package.json',
    ),
  ),
  'dist/production',
);

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    tailwindcss(),
    routePagesPlugin(LAZY_SHOPPER_ROUTES, routePageName),
    firstFramePlugin(),
    precompress(),
  ],
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
          ]
        : [],
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': apiOrigin },
  },
  build: {
    // Maps are written for error reports but not named in the scripts: the server serves them only when
    // SERVE_SOURCE_MAPS asks (and then names them in a SourceMap header), so the original source stays private.
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the first page needs before it can paint is one file. Left to itself the bundler split it
          // into ten (the entry and nine small chunks it shares with lazy routes); over HTTP/1.1 each is a
          // connection of its own, with its handshake and slow start, six at a time. One file: Lighthouse's first
          // paint on a phone 2.4 -> 2.0 s on the product page, 2.2 -> 1.8 s on home, for the same bytes.
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
}));

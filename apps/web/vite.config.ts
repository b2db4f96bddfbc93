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
    // The API, and the product photos it serves (uploaded pictures and their variants).
    proxy: { '/api': apiOrigin, '/media': apiOrigin },
  },
  build: {
    // Maps are written for error reports but not named in the scripts: the server serves them only when
    // SERVE_SOURCE_MAPS asks (and then names them in a SourceMap header), so the original source stays private.
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What the app needs to start is four files, not the ten small ones the bundler makes by itself (the
          // entry and nine chunks shared with lazy routes, each a connection of its own over HTTP/1.1), nor one:
          // the start script (first-frame-plugin.ts) runs each in a task of its own, so the browser is never
          // held up by the whole app's evaluation at once (Lighthouse's longest task on the entry, 207 ms on a
          // simulated phone, is now 60-90 ms).
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              tags: ['$initial'],
              priority: 4,
            },
            {
              name: 'react-aria',
              test: /node_modules[\\/](react-aria|react-aria-components|react-stately|@react-aria|@react-stately|@internationalized)[\\/]/,
              tags: ['$initial'],
              priority: 3,
            },
            { name: 'vendor', test: /node_modules/, tags: ['$initial'], priority: 2 },
            { name: 'app', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
}));

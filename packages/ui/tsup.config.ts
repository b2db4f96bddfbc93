import { readdirSync } from 'node:fs';
import type { Plugin } from 'esbuild';
import { defineConfig } from 'tsup';

/**
 * One entry per component folder that has an `index.ts` (`src/button/index.ts` -> `dist/button/index.js`),
 * plus the package index. Entries are index files only, so stories and tests can be reached only through
 * an import, which the guard below turns into a failed build.
 */
const componentEntries = Object.fromEntries(
  readdirSync(new URL('./src', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .filter((entry) => readdirSync(new URL(`./src/${entry.name}`, import.meta.url)).includes('index.ts'))
    .map((entry) => [`${entry.name}/index`, `src/${entry.name}/index.ts`]),
);

/** Fails the build if anything reachable from an entry is a story or a test. */
const noStoriesOrTests: Plugin = {
  name: 'aurora-no-stories-or-tests',
  setup(build) {
    build.onLoad({ filter: /\.(stories|test|spec)\.[cm]?[jt]sx?$/ }, (args) => {
      throw new Error(`${args.path} is a story or a test and must not reach the published package`);
    });
  },
};

export default defineConfig({
  entry: { index: 'src/index.ts', ...componentEntries },
  format: ['esm'],
  target: 'es2022',
  platform: 'neutral',
  dts: true,
  clean: true,
  // Shared code (cn, focusRing, Spinner ...) lands in chunks that every entry imports, so importing two
  // entries never ships the same module twice.
  splitting: true,
  treeshake: true,
  sourcemap: false,
  // Dependencies and peer dependencies are external by default; listed here so it never depends on that.
  external: [
    'react',
    'react-dom',
    'react/jsx-runtime',
    'react-aria-components',
    'class-variance-authority',
    'clsx',
    'tailwind-merge',
  ],
  esbuildPlugins: [noStoriesOrTests],
});

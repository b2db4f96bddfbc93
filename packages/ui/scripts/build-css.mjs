// Builds the package's two stylesheets after tsup has written dist/:
// - dist/theme.css: the `@theme` source for apps that run Tailwind v4 themselves. Its `@source` points at
//   the compiled JavaScript beside it, so the app's Tailwind finds every class the components use.
// - dist/styles.css: Tailwind plus the theme compiled and minified, for apps without Tailwind. It is built
//   from dist/theme.css, so it holds exactly the classes the published JavaScript uses (no stories).
import { readFile, writeFile } from 'node:fs/promises';
import tailwindcss from '@tailwindcss/postcss';
import postcss from 'postcss';

const src = new URL('../src/', import.meta.url);
const dist = new URL('../dist/', import.meta.url);

const theme = await readFile(new URL('theme.css', src), 'utf8');
const sourceLine = /^\/\*[^\n]*\*\/\n@source "\.\/";$/m;
if (!sourceLine.test(theme)) {
  throw new Error(
    'src/theme.css no longer has its `@source "./";` line (and comment above it): update build-css.mjs',
  );
}
const distTheme = theme.replace(
  sourceLine,
  '/* The compiled components beside this file: Tailwind does not scan node_modules by itself. */\n@source "./**/*.js";',
);
await writeFile(new URL('theme.css', dist), distTheme);

// `source(none)`: no automatic detection from the working directory; theme.css's `@source` says what to scan.
const input = '@import "tailwindcss" source(none);\n@import "./theme.css";\n';
const stylesPath = new URL('styles.css', dist);
const result = await postcss([tailwindcss({ optimize: { minify: true } })]).process(input, {
  from: stylesPath.pathname,
  to: stylesPath.pathname,
});

// A few classes only the components use, and a token: an empty scan would still produce Tailwind's base.
for (const expected of ['--color-background:', '.bg-primary', '.rounded-control', '.text-on-primary']) {
  if (!result.css.includes(expected))
    throw new Error(`dist/styles.css lacks ${expected}: did the scan find dist/**/*.js?`);
}
await writeFile(stylesPath, result.css);
console.log(`dist/theme.css, dist/styles.css (${(result.css.length / 1024).toFixed(1)} KiB minified)`);

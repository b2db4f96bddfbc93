// `pnpm --filter @aurora-store/web size`: the JavaScript a shopper's first visit to / downloads, gzipped.
//
// Reads the production build (dist/index.html): the entry script and every chunk Vite preloads with it are
// what the browser fetches before the store can show; lazy chunks (the admin area) are fetched only when
// their route opens. Each is gzipped at level 9, as the server sends it. Fails when the sum is over the
// budget of issue 7, or when any first-visit chunk is admin code.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const BUDGET_KIB = 170;
const dist = new URL(process.env.WEB_DIST ?? '../dist/', import.meta.url);

let html;
try {
  html = readFileSync(new URL('index.html', dist), 'utf8');
} catch {
  console.error('No production build in apps/web/dist: run `pnpm build` first.');
  process.exit(1);
}

const scripts = [
  ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
].map((match) => match[1]);

const rows = scripts.map((path) => {
  const source = readFileSync(new URL(`.${path}`, dist));
  return { path, raw: source.length, gzip: gzipSync(source, { level: 9 }).length };
});
const totalGzip = rows.reduce((sum, row) => sum + row.gzip, 0);
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

for (const row of rows)
  console.log(`${row.path.padEnd(48)} ${kib(row.raw).padStart(11)} ${kib(row.gzip).padStart(11)} gzip`);
console.log(`first visit to /: ${kib(totalGzip)} gzip, budget ${BUDGET_KIB} KiB`);

const adminChunks = rows.filter((row) => /admin/i.test(row.path));
if (adminChunks.length > 0) {
  console.error(`Admin code on a shopper's first visit: ${adminChunks.map((row) => row.path).join(', ')}`);
  process.exitCode = 1;
}
if (totalGzip > BUDGET_KIB * 1024) {
  console.error(`Over budget by ${kib(totalGzip - BUDGET_KIB * 1024)}.`);
  process.exitCode = 1;
}

// `pnpm size:web`: the JavaScript a shopper's first visit to / downloads, gzipped, against the budget of issue 7.
//
// Measured in the browser, not guessed from the build's file list: the production build of the store starts
// on a fresh data directory, Chromium opens / with an empty cache and waits until the home page has shown its
// products and the network is quiet, and every script it fetched is counted (lazy chunks fetched during the
// visit too), each gzipped at level 9 as the server sends it. Fails over the budget, or when any of those
// scripts carries admin code (the admin API's paths).
import { gzipSync } from 'node:zlib';
import { chromium, type Response } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/support/chromium.ts';
import { freshDataDir, startStore } from '../tests/support/store-process.ts';

const BUDGET_KIB = 170;
const ADMIN_CODE = '/api/admin';

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/**
 * A script's bytes as the browser received them; for a worker's script whose worker has already ended (the start
 * script's Intl worker closes once done) Chromium no longer holds them, and the same address is read again.
 */
async function scriptBody(response: Response): Promise<Buffer> {
  try {
    return await response.body();
  } catch {
    return Buffer.from(await (await fetch(response.url())).arrayBuffer());
  }
}

const store = await startStore({ command: 'built server', dataDir: await freshDataDir() });
const browser = await chromium.launch(chromiumLaunchOptions);
let failed = false;
try {
  const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  const scripts: { path: string; raw: number; gzip: number; hasAdminCode: boolean }[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      scriptBody(response).then((body) => {
        scripts.push({
          path: new URL(response.url()).pathname,
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
          hasAdminCode: body.includes(ADMIN_CODE),
        });
      }),
    );
  });

  await page.goto(store.url, { waitUntil: 'networkidle' });
  // The home page is whole once its featured products have loaded (the section stops being busy).
  await page.locator('section[aria-labelledby="featured-products-title"][aria-busy="false"]').waitFor();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);

  const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
  for (const script of scripts.sort((a, b) => b.gzip - a.gzip)) {
    console.log(
      `${script.path.padEnd(48)} ${kib(script.raw).padStart(11)} ${kib(script.gzip).padStart(11)} gzip`,
    );
  }
  console.log(`first visit to /: ${scripts.length} scripts, ${kib(total)} gzip, budget ${BUDGET_KIB} KiB`);

  const withAdminCode = scripts.filter((script) => script.hasAdminCode);
  if (withAdminCode.length > 0) {
    console.error(`Admin code on a shopper's first visit: ${withAdminCode.map((s) => s.path).join(', ')}`);
    failed = true;
  }
  if (total > BUDGET_KIB * 1024) {
    console.error(`Over budget by ${kib(total - BUDGET_KIB * 1024)}.`);
    failed = true;
  }
} finally {
  await browser.close();
  await store.stop();
}
process.exitCode = failed ? 1 : 0;

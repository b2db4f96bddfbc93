import path from 'node:path';
import type { Page } from '@playwright/test';
import { repoRoot } from './store-process.ts';

const widths = { mobile: 375, desktop: 1440 } as const;

/*
 * The journeys' screenshots are for a person to look at (`JOURNEY_SCREENSHOTS=1 pnpm test:e2e`), not checks: no
 * test reads them and CI keeps no artifacts. Taken on every run, their 120-odd full pages at two widths cost
 * 1.35 core-s a call on a 2-core machine (20 calls: 27 core-s and 14 s of 115), about a fifteenth of the journeys.
 * What a screen must look like is checked by the stories' pictures (Visual review in the README).
 */
const wanted = process.env.JOURNEY_SCREENSHOTS === '1';
const folder = path.join(repoRoot, 'tests/artifacts/screenshots');

async function fullPage(page: Page, file: string) {
  await page.screenshot({ path: path.join(folder, file), fullPage: true, animations: 'disabled' });
}

/** With JOURNEY_SCREENSHOTS=1, keeps a full-page screenshot of the current route at 375 and 1440 px. */
export async function screenshotAtWidths(page: Page, name: string) {
  if (!wanted) return;
  const original = page.viewportSize();
  for (const [label, width] of Object.entries(widths)) {
    await page.setViewportSize({ width, height: 900 });
    await fullPage(page, `${name}-${label}.png`);
  }
  if (original) await page.setViewportSize(original);
}

/** With JOURNEY_SCREENSHOTS=1, keeps a full-page screenshot at the page's own width (named by it). */
export async function screenshotAsIs(page: Page, name: string) {
  if (!wanted) return;
  await fullPage(page, `${name}-${page.viewportSize()?.width ?? 'page'}.png`);
}

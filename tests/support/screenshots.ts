import path from 'node:path';
import type { Page } from '@playwright/test';
import { repoRoot } from './store-process.ts';

const widths = { mobile: 375, desktop: 1440 } as const;

/** Keeps a full-page screenshot of the current route at 375 and 1440 px as a test artifact. */
export async function screenshotAtWidths(page: Page, name: string) {
  const original = page.viewportSize();
  for (const [label, width] of Object.entries(widths)) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: path.join(repoRoot, 'tests/artifacts/screenshots', `${name}-${label}.png`),
      fullPage: true,
      animations: 'disabled',
    });
  }
  if (original) await page.setViewportSize(original);
}

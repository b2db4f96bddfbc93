/**
 * Screenshots stories from a running Storybook, so a person can look at every state of a screen:
 *   pnpm storybook &   then   pnpm story-screenshots [id-filter] [--url=http://localhost:6006]
 * A story whose id ends in -mobile, -tablet or -desktop is taken at 375, 768 or 1440 px; any other at 1440.
 * Pictures go to tests/artifacts/stories/<story-id>.png (kept out of git).
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../tests/support/chromium';

const widths = { mobile: 375, tablet: 768, desktop: 1440 } as const;
const outputDir = join(import.meta.dirname, '..', 'tests', 'artifacts', 'stories');

function widthOf(storyId: string): number {
  const suffix = storyId.split('-').at(-1) as keyof typeof widths;
  return widths[suffix] ?? widths.desktop;
}

const args = process.argv.slice(2);
const baseUrl =
  args.find((arg) => arg.startsWith('--url='))?.slice('--url='.length) ?? 'http://localhost:6006';
const filter = args.find((arg) => !arg.startsWith('--')) ?? '';

const index = (await (await fetch(`${baseUrl}/index.json`)).json()) as {
  entries: Record<string, { id: string; type: string }>;
};
const ids = Object.values(index.entries)
  .filter((entry) => entry.type === 'story' && entry.id.includes(filter))
  .map((entry) => entry.id);

await mkdir(outputDir, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const id of ids) {
    const page = await browser.newPage({ viewport: { width: widthOf(id), height: 900 } });
    await page.goto(`${baseUrl}/iframe.html?id=${id}&viewMode=story`);
    // A busy dev server can take a while to compile a story: wait for it to render, then let the play
    // function and the screen's own requests settle before the picture.
    await page.waitForSelector('#storybook-root > *', { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    const file = join(outputDir, `${id}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
    await page.close();
  }
} finally {
  await browser.close();
}
console.log(`${ids.length} stories`);

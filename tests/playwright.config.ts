import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium.ts';

/**
 * End-to-end journeys against the real server and the built app (`pnpm test:e2e` builds both first). Each test
 * starts the store itself on a free port and a fresh data directory, so tests can also stop and restart it.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: './artifacts/results',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
});

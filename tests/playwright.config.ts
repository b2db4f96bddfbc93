import { defineConfig } from '@playwright/test';
import { journeyLaunchOptions } from './support/chromium.ts';

/**
 * End-to-end journeys against the real server and the built app (`pnpm test:e2e` builds both first). Each spec
 * file starts the store itself on a free port and a data directory of its own, a copy of the demo store seeded
 * once; files could run side by side in workers (tests inside a file share their store and run in order). The
 * start-up spec (`pnpm start` on an empty data directory) runs first, alone: `pnpm start` runs the build again,
 * which must not rewrite the files another worker's store is serving. It holds that one test; the built server's
 * own first start is a journey like the rest (fresh-data-directory.spec.ts).
 */
export default defineConfig({
  testDir: './e2e',
  // The demo store seeded once, which every journey but the start-up one copies (support/seeded-store.ts).
  globalSetup: './support/seed-template.setup.ts',
  outputDir: './artifacts/results',
  fullyParallel: false,
  // Two workers, one a core. With one worker the journeys took 11.9 minutes and two made them slower (14.6): every
  // page kept most of a core busy compositing the aurora's drift, and a 4-second toast was once seen to go before
  // its check. With the drift in steps, two workers take 6.4 minutes.
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // A hang guard, not a speed limit: two workers share two cores, and a journey of many steps has been seen
  // past two minutes on a loaded machine.
  timeout: 240_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: journeyLaunchOptions,
    screenshot: 'only-on-failure',
    // Recording a trace of every journey to keep the failed ones' cost a quarter of the journeys' time on these
    // CPU-bound 2-core machines, and CI keeps no artifacts: to debug a failure, run it again with `--trace on`.
    trace: 'off',
    // The journeys run as a shopper who asked for reduced motion, as the stories do: the aurora's drift kept a
    // fifth of a core compositing on every open page, and the journeys took 3.9 minutes where they now take 2.9
    // (catalogue and orders side by side on this machine). The shop's look and rules are the same; the motion is
    // kept by two journeys that ask for it (the purchase, and the admin by keyboard alone with its dialogs and
    // popovers), so an animation that gets in a person's way still shows.
    contextOptions: { reducedMotion: 'reduce' },
  },
  projects: [
    { name: 'start-up', testMatch: 'startup.spec.ts' },
    { name: 'journeys', testIgnore: 'startup.spec.ts', dependencies: ['start-up'] },
  ],
});

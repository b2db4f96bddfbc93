import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './tests/support/chromium.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'apps/web/*.test.ts',
            'tools/**/*.test.ts',
          ],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          root: path.join(root, 'apps/server'),
          include: ['src/**/*.test.ts'],
          // Each test file opens databases of its own; two workers suit this two-core machine.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'contract',
          environment: 'node',
          include: ['tests/contract/**/*.test.ts'],
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'packaging',
          // After the others: it builds, packs and installs @aurora-store/ui into a project outside the workspace.
          sequence: { groupOrder: 3 },
          environment: 'node',
          include: ['packages/ui/test/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
      {
        // The plugin builds stories with .storybook/main.ts's viteFinal, which adds Tailwind.
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        test: {
          name: 'storybook',
          sequence: { groupOrder: 2 },
          // A hang guard, not a speed limit: a keyboard-only checkout types a whole form, which a loaded
          // 2-core machine has been seen to take 13 s over.
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            // Stories run as someone who asked for reduced motion, which the design system must honour (theme.css
            // stops every transition and animation). Chromium here paints in software, so every fade, blurred
            // backdrop and endless shimmer cost CPU the plays were waiting on: dialog-heavy files run 25-40% faster.
            provider: playwright({
              launchOptions: chromiumLaunchOptions,
              contextOptions: { reducedMotion: 'reduce' },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});

import { resolveConfig } from 'vite';
import { expect, it } from 'vitest';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import vitestConfig from '../../vitest.config.ts';
import { repoRoot } from '../support/store-process.ts';

/**
 * The story projects run side by side, each with its own Vite server bundling dependencies ahead: in one shared
 * folder, the second server's bundle replaced the first's while its page was loading from it, and a story file
 * failed to import (see cacheOfItsOwn in story-projects.ts). Resolved as Vite resolves them, with Storybook's plugin.
 */
// A hang guard, not a speed limit: loading Storybook's presets takes a few seconds for each project.
it('gives each story project a dependency folder of its own', { timeout: 60_000 }, async () => {
  const projects = (vitestConfig.test?.projects ?? []) as TestProjectInlineConfiguration[];
  const storyProjects = projects.filter((project) => project.test?.browser?.enabled);
  expect(storyProjects.map((project) => project.test?.name)).toEqual(['storybook-admin', 'storybook']);

  const cacheDirs = await Promise.all(
    storyProjects.map(async ({ plugins, test }) => {
      // `test` rides along as in Vitest: Storybook's plugin reads the project's own settings from it.
      const config = await resolveConfig(
        { root: repoRoot, configFile: false, logLevel: 'silent', plugins, test },
        'serve',
      );
      return config.cacheDir;
    }),
  );
  expect(new Set(cacheDirs).size).toBe(storyProjects.length);
});

import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import {
  picturesOnly,
  picturesOnlyProjects,
  type StoryProject,
  storyProjects,
} from './tests/visual/story-projects.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * The stories run as two projects side by side. A browser project is one Vitest worker that runs its files one
 * after another in one page, so a single project left the second core idle for its whole run (9 minutes).
 * The split is by folder, about half of the run time each: eleven admin screens and parts (tables, bulk actions,
 * long forms, charts, the command palette, the dashboard) in one, the design system and every other screen in the
 * other, where a new folder falls by itself. The one with more files spends more on each file's start, so the
 * balance is read from when each ends: in a whole `pnpm test`, 6:56 and 6:23 before the dashboard and the list
 * parts (17 s of files) moved over, 6:38 and 6:30 after.
 */
const featuresSource = path.join(root, 'packages/store-features/src');
const adminProjectFolders = new Set([
  'admin/orders',
  'admin/order-detail',
  'admin/products',
  'admin/product-form',
  'admin/users',
  'admin/coupons',
  'admin/categories',
  'admin/analytics',
  'admin/command-palette',
  'admin/list',
  'admin/dashboard',
]);
const storyFolders = (folders: string[]) =>
  folders.map((folder) => `packages/store-features/src/${folder}/**`);
// Every screen's folder, `<wing>/<screen>`: the wings (shop, admin, common) each hold one folder per screen or part.
const otherFolders = readdirSync(featuresSource, { withFileTypes: true })
  .filter((wing) => wing.isDirectory())
  .flatMap((wing) =>
    readdirSync(path.join(featuresSource, wing.name), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${wing.name}/${entry.name}`),
  )
  .filter((folder) => !adminProjectFolders.has(folder));
const testedStoryProjects: StoryProject[] = [
  { name: 'storybook-admin', exclude: ['packages/ui/**', ...storyFolders(otherFolders)] },
  { name: 'storybook', exclude: storyFolders([...adminProjectFolders]) },
];

/*
 * Every project runs in one group, side by side, each with half the machine's cores (one on a 2-core machine): the
 * two story projects' pages, and one worker taking the node projects' files (unit, server, contract, packaging).
 * Run as four groups one after another (unit; server and contract; the stories; packaging), each group's end left a
 * core idle: the server tests' last files, the story project that ended first, and packaging alone, mostly on one
 * core (20% of the run's core time idle). Side by side, the node worker fills what the pages leave: on this 2-core
 * machine the Vitest run took 7:21 against 8:35, with the cores 97% busy against 85%.
 * Vitest runs projects side by side only when they are given the same workers, so it is set here for all.
 * `pnpm test:server`, the node projects alone, gives them both cores (`--maxWorkers 2`).
 */
const workersPerProject = Math.max(1, Math.floor(availableParallelism() / 2));

export default defineConfig({
  test: {
    maxWorkers: workersPerProject,
    // The visual review page (tests/visual/review-reporter.ts) is written after any run that pictured stories.
    reporters: ['default', './tests/visual/review-reporter.ts', './tests/project-times-reporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          // Pure functions: a fresh module graph per file cost 14 s of imports for 2 s of tests. The few fakes
          // (timers, fetch) are restored or passed in, so files run one after another in one graph.
          isolate: false,
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'apps/web/*.test.ts',
            'tools/**/*.test.ts',
            'tests/visual/**/*.test.ts',
          ],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          root: path.join(root, 'apps/server'),
          include: ['src/**/*.test.ts'],
          // A worker runs its files one after another in one module graph instead of a fresh one each: a file
          // spent ~1 s importing the app (70 s of 143 on this machine) and started with cold, unoptimised code.
          // Safe because each test builds its own app over its own database, and nothing in src keeps state at
          // module level but caches of pure results (a decoy hash, rendered images, the PGlite template).
          isolate: false,
          // A hang guard, not a speed limit: beside the story pages on a slow 2-core machine, a test that spawns a
          // process through tsx (the backup CLI while orders are placed: 8 s alone) was seen at 30.5 s.
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'contract',
          environment: 'node',
          include: ['tests/contract/**/*.test.ts'],
          // As the server's project, for the same reasons: each file builds its own app over its own database.
          isolate: false,
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'packaging',
          // It builds, packs and installs @aurora-store/ui into a project outside the workspace: nothing else in the
          // run reads packages/ui/dist. Its one file shares the worker's graph (Vitest would run an isolated project
          // on a single worker in a group of its own, after the others).
          isolate: false,
          environment: 'node',
          include: ['packages/ui/test/**/*.test.ts'],
          testTimeout: 120_000,
          // Hang guards, not speed limits: building, packing and installing took the setup past 300 s in a full run
          // on a slow 2-core machine with another process keeping one core busy.
          hookTimeout: 900_000,
        },
      },
      ...storyProjects(root, picturesOnly ? picturesOnlyProjects : testedStoryProjects),
    ],
  },
});

import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { copyPgliteTemplate } from '../../apps/server/src/test-support/pglite-template.ts';
import { scratchFolder } from '../../apps/server/src/test-support/scratch-folder.ts';
import { adminEnv } from './accounts.ts';
import { RUN_FOLDER_ENV, seededTemplate } from './seeded-store.ts';
import { startStore } from './store-process.ts';

/**
 * Seeds the demo store once for the run: the built server's own first start, with the journeys' admin, stopped
 * cleanly so PGlite has written everything. Every journey but the start-up one starts from a copy of it
 * (seededDataDir). The workers inherit the environment variable naming the run's folder; the run's end deletes it.
 *
 * The store starts on the server tests' migrated, empty database (their PGlite template), as their process tests
 * do: the first start then makes the secret, the admin and the demo seed without an initdb in WebAssembly and every
 * migration first. Healthy in 2.1 s against 4.5 s, with 3.2 core-s against 6.5, on a 2-core machine; the journeys
 * wait for it. The first start on an empty directory is still a journey's subject (startup, fresh-data-directory).
 */
export default async function seedTemplate() {
  const runFolder = await mkdtemp(path.join(scratchFolder(), 'aurora-e2e-run-'));
  const dataDir = seededTemplate(runFolder);
  await mkdir(dataDir);
  await copyPgliteTemplate(path.join(dataDir, 'pglite'));
  const store = await startStore({ command: 'built server', dataDir, env: adminEnv });
  const exitCode = await store.stop('SIGTERM');
  if (exitCode !== 0)
    throw new Error(`The seeded store did not stop cleanly (${exitCode}):\n${store.output()}`);
  process.env[RUN_FOLDER_ENV] = runFolder;
  return () => rm(runFolder, { recursive: true, force: true });
}

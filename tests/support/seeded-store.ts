import { mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import { copyFolder } from '../../apps/server/src/test-support/scratch-folder.ts';

/**
 * Set by the journeys' global setup (seed-template.setup.ts) to the run's folder: the seeded store in `seeded/`,
 * and every journey's copy beside it, so the run's end deletes them all (they may be on the RAM disk).
 */
export const RUN_FOLDER_ENV = 'AURORA_E2E_RUN_FOLDER';

export const seededTemplate = (runFolder: string) => path.join(runFolder, 'seeded');

/**
 * A data directory holding a copy of the demo store the global setup seeded once, with the journeys' admin
 * (`adminEnv`) in it. The built server started on it is healthy in ~2 s where a first start, which creates the
 * database and seeds it, takes ~6 s on a quiet machine; the start-up journey keeps the real first start.
 */
export async function seededDataDir(): Promise<string> {
  const runFolder = process.env[RUN_FOLDER_ENV];
  if (!runFolder) throw new Error(`${RUN_FOLDER_ENV} is not set: the journeys' global setup seeds the store`);
  const dataDir = await mkdtemp(path.join(runFolder, 'store-'));
  await copyFolder(seededTemplate(runFolder), dataDir);
  return dataDir;
}

import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { openPglite } from '../db/pglite';
import { migrationsFolder, serverPackageRoot } from '../paths';
import { copyFolder, scratchFolder } from './scratch-folder';

/**
 * The test stores' page cache. A test's database holds a few pages, and PGlite's start grows with its cache: the
 * ~130 stores of a server test run spent 187 s starting with PostgreSQL's default 128 MB, half the run's CPU; with
 * 16 MB a start costs a third as much.
 */
export const TEST_PGLITE_SHARED_BUFFERS_MB = 16;

/*
 * A new PGlite directory costs an initdb in WebAssembly plus every migration: 10-13 s of CPU on a loaded
 * two-core machine, paid by each of the ~60 server and contract test files. Every test store instead starts
 * from a copy of one directory that went through both once (a copy and a reopen cost 0.4 s). The copy is the
 * store's own, so tests stay as separate as before; opening it still runs the migrator, which finds nothing to do.
 *
 * The template is kept in the scratch folder between runs, under a key of everything that decides its
 * contents: the migrations, the code that opens PGlite, and the server's pinned PGlite and drizzle versions.
 */
const TEMPLATE_PREFIX = 'aurora-pglite-template-';

/** Templates of older keys are left alone for this long, in case a run started before the change still copies one. */
const STALE_TEMPLATE_MS = 60 * 60 * 1000;

let template: Promise<string> | undefined;

/** Fills `directory` (a store's `<dataDir>/pglite`, absent) with a migrated, empty database. */
export async function copyPgliteTemplate(directory: string): Promise<void> {
  template ??= findOrBuildTemplate();
  await copyFolder(await template, directory);
}

async function findOrBuildTemplate(): Promise<string> {
  const finalPath = path.join(scratchFolder(), `${TEMPLATE_PREFIX}${await templateKey()}`);
  if (existsSync(finalPath)) return finalPath;

  // Built aside and renamed into place, so no one ever copies a half-written template. Two workers may build at
  // once: the first rename wins and the other worker uses that one.
  const building = `${finalPath}.building-${randomBytes(6).toString('hex')}`;
  try {
    const database = await openPglite(building, TEST_PGLITE_SHARED_BUFFERS_MB);
    await database.close();
    await rename(path.join(building, 'pglite'), finalPath).catch((error: NodeJS.ErrnoException) => {
      if (!existsSync(finalPath)) throw error;
    });
  } finally {
    await rm(building, { recursive: true, force: true });
  }
  await removeStaleTemplates(finalPath);
  return finalPath;
}

async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  const inputs = [
    path.join(serverPackageRoot, 'package.json'),
    path.join(serverPackageRoot, 'src/db/pglite.ts'),
    path.join(serverPackageRoot, 'src/db/pglite-client.ts'),
    ...(await filesUnder(migrationsFolder)),
  ];
  for (const file of inputs) {
    hash.update(path.relative(serverPackageRoot, file));
    hash.update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 16);
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

async function removeStaleTemplates(current: string): Promise<void> {
  const folder = path.dirname(current);
  for (const name of await readdir(folder)) {
    const candidate = path.join(folder, name);
    if (!name.startsWith(TEMPLATE_PREFIX) || candidate === current) continue;
    const changed = await stat(candidate).then(
      (info) => info.mtimeMs,
      () => Date.now(),
    );
    if (Date.now() - changed > STALE_TEMPLATE_MS) await rm(candidate, { recursive: true, force: true });
  }
}

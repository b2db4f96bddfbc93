import { access } from 'node:fs/promises';
import path from 'node:path';

/**
 * PGlite is one process's database: a second process opening the same files would corrupt them. PGlite keeps
 * a `postmaster.pid` in its directory while it is open and removes it on a clean close, so its presence means
 * a server is running there (or one was killed without closing; starting and stopping it once clears that).
 */
export async function pgliteInUse(dataDir: string): Promise<boolean> {
  try {
    await access(path.join(dataDir, 'pglite', 'postmaster.pid'));
    return true;
  } catch {
    return false;
  }
}

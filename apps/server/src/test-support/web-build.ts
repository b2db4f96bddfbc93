import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';

export const INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head></html>';
export const APP_JS = 'console.log("aurora");';

/** A stand-in for `apps/web/dist`: the server only serves that folder, it never imports the web app. */
export async function createWebBuild(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'aurora-web-build-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(dir, 'assets', 'app.js'), APP_JS);
  // As the web build does: the Brotli copy beside the file.
  await writeFile(path.join(dir, 'assets', 'app.js.br'), brotliCompressSync(APP_JS));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config';
import { describeDatabase } from '../db/open-database';
import { backUpStore } from './back-up-store';
import { backupFileName } from './backup-files';
import { invocationDir, runCli } from './run-cli';

/**
 * `pnpm backup [FILE]`: writes a backup of the store the environment names (DATA_DIR or DATABASE_URL, as
 * `pnpm start` reads them), running or stopped, to FILE (by default a file named by the time, here).
 */
async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length > 1 || args.some((arg) => arg.startsWith('-'))) {
    console.error('Usage: pnpm backup [FILE]');
    return 2;
  }
  const config = loadConfig();
  const file = path.resolve(invocationDir(), args[0] ?? backupFileName(new Date()));
  if (existsSync(file)) {
    console.error(`${file} already exists. Give another file name, or move that file away first.`);
    return 1;
  }
  console.log(`Backing up ${describeDatabase(config)} to ${file}...`);
  await backUpStore(config, file);
  const { size } = await stat(file);
  const shown = size < 1024 * 1024 ? `${Math.ceil(size / 1024)} kB` : `${(size / 1024 / 1024).toFixed(1)} MB`;
  console.log(`Backup written: ${file} (${shown}).`);
  return 0;
}

runCli(main, 'The backup failed');

import path from 'node:path';
import { loadConfig } from '../config';
import { describeDatabase } from '../db/open-database';
import { restoreBackup } from './restore-backup';
import { invocationDir, runCli } from './run-cli';

/**
 * `pnpm restore FILE [--force]`: fills the store the environment names (DATA_DIR or DATABASE_URL) from a backup.
 * It must be empty; `--force` replaces a store already there.
 */
async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const replace = args.includes('--force');
  const files = args.filter((arg) => arg !== '--force');
  const [named] = files;
  if (!named || files.length > 1 || named.startsWith('-')) {
    console.error('Usage: pnpm restore FILE [--force]');
    return 2;
  }
  const config = loadConfig();
  const file = path.resolve(invocationDir(), named);
  const where = describeDatabase(config);
  console.log(`Restoring ${file} into ${where}...`);
  await restoreBackup(config, file, { replace });
  console.log(`Restored. Start the server on ${where} as usual; it applies any newer migrations at start.`);
  return 0;
}

runCli(main, 'The restore failed');

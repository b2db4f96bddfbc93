import { execFile } from 'node:child_process';
import { devNull } from 'node:os';
import { promisify } from 'node:util';
import pg from 'pg';
import { BackupError } from './backup-error';
import { appendChecksum, verifyChecksum } from './dump-checksum';

const run = promisify(execFile);

/** `pg_restore --list` prints a line per object; a big catalogue's list is still far under this. */
const MAX_OUTPUT_BYTES = 64 * 1024 * 1024;

/**
 * `pg_dump`'s custom format, written to `file`: one transaction's consistent view of the database, followed by
 * its checksum (dump-checksum.ts).
 */
export async function dumpPostgres(databaseUrl: string, file: string): Promise<void> {
  await postgresTool('pg_dump', ['--format=custom', `--file=${file}`], databaseUrl);
  await appendChecksum(file);
}

/**
 * Refuses a damaged or truncated dump before the database is touched: against its checksum, and pg_restore must
 * read its list of contents. An archive without a checksum (pg_dump's own) is also read whole, every table's
 * data to the null device, which finds one cut short.
 */
export async function checkPostgresDump(file: string, name: string): Promise<void> {
  const checksum = await verifyChecksum(file, name);
  const reads = [['--list', file]];
  if (checksum === 'absent') reads.push([`--file=${devNull}`, file]);
  for (const args of reads) {
    try {
      await run('pg_restore', args, { maxBuffer: MAX_OUTPUT_BYTES });
    } catch (error) {
      throw new BackupError(
        `${name} is damaged or incomplete: pg_restore cannot read it (${toolProblem(error)}). Nothing was restored.`,
      );
    }
  }
}

/** Whether the database already holds tables of its own, or a record of migrations applied to it. */
export async function postgresHoldsStore(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ found: boolean }>(
      `select exists (
         select 1 from information_schema.tables
         where table_schema = 'public' or (table_schema = 'drizzle' and table_name = '__drizzle_migrations')
       ) as found`,
    );
    return result.rows[0]?.found ?? false;
  } finally {
    await client.end();
  }
}

/**
 * Restores in one transaction that stops at the first error, so a failure leaves the database as it was. The
 * objects belong to whoever restores (the role the server connects as), whoever owned them before.
 */
export async function restorePostgres(databaseUrl: string, file: string, replace: boolean): Promise<void> {
  const options = ['--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges'];
  if (replace) options.push('--clean', '--if-exists');
  await postgresTool('pg_restore', [...options, file], databaseUrl);
}

/** Runs a PostgreSQL client tool; the password travels in its environment, not in the process list. */
async function postgresTool(tool: string, args: string[], databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  try {
    await run(tool, [`--dbname=${url.toString()}`, ...args], {
      maxBuffer: MAX_OUTPUT_BYTES,
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new BackupError(
        `${tool} was not found. Install PostgreSQL's client tools (the server's major version or newer) ` +
          `and put ${tool} on PATH.`,
      );
    }
    throw new BackupError(`${tool} failed: ${toolProblem(error)}`);
  }
}

/** The tool's own first complaint, which names the problem better than its exit code. */
function toolProblem(error: unknown): string {
  const stderr = (error as { stderr?: string }).stderr?.trim();
  const line = stderr?.split('\n').find((text) => text.trim() !== '');
  return line ?? (error instanceof Error ? error.message : String(error));
}

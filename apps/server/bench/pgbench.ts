import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { postgresCpuMicros, processChildrenCpuMicros } from './cpu-time';
import type { RecordedStatement } from './route-statements';
import { runSystemTool, systemToolCommand } from './system-tool';

/*
 * PostgreSQL's own load generator, pgbench, running the statements a route sends (route-statements.ts) with the
 * same parameters: what PostgreSQL alone can answer on this machine, the base the database path is held to.
 * One pgbench transaction is one run of the route's statements, in order, each in its own implicit transaction
 * as the server sends them. Under `-M prepared` pgbench prepares each statement once per connection, as the
 * server's named statements are, and sends `:p1`... as parameters in text, as pg sends `$1`...
 */

export interface PgbenchScript {
  /** The statements as pgbench reads them (with `:pN` for parameters), without their ending `;`. */
  statements: string[];
  /** `-D` arguments giving each `:pN` its value. */
  defines: string[];
}

export interface PgbenchResult {
  transactionsPerSecond: number;
  transactions: number;
  p99Ms: number;
  failures: number;
  cpu: { postgres?: number; load?: number };
}

/** pgbench from `PGBENCH`, else from the PATH. */
export function pgbenchCommand(): string {
  return systemToolCommand('pgbench', 'PGBENCH', 'install PostgreSQL client tools');
}

/**
 * The script of a route's statements: each `$n` becomes a pgbench variable `:pK`, numbered across the route's
 * statements, with its value given by `-D`. pgbench has no NULL for a variable, so a NULL parameter is written in
 * place as a literal NULL (PostgreSQL infers its type from where it stands, as it does for the parameter).
 */
export function pgbenchScript(statements: readonly RecordedStatement[]): PgbenchScript {
  const defines: string[] = [];
  // How many parameters the statements before this one had: the next one is `:p${numbered + 1}`.
  let numbered = 0;
  const texts = statements.map((statement) => {
    refuseWhatPgbenchWouldMisread(statement.text);
    const first = numbered;
    numbered += statement.values.length;
    statement.values.forEach((value, index) => {
      if (value !== null) defines.push(`p${first + index + 1}=${value}`);
    });
    return statement.text.replace(/\$(\d+)\b/g, (_, digits: string) => {
      const index = Number(digits) - 1;
      const value = statement.values[index];
      if (value === undefined) throw new Error(`$${digits} has no value in: ${statement.text}`);
      return value === null ? 'NULL' : `:p${first + index + 1}`;
    });
  });
  // A value left NULL has no define: its number is skipped (the gap is harmless).
  return { statements: texts, defines };
}

/**
 * pgbench reads `:name` as a variable and a line starting with `\` as a meta-command; a statement holding either
 * outside a parameter would be run differently, and is refused rather than measured wrong.
 */
function refuseWhatPgbenchWouldMisread(text: string): void {
  if (/(^|[^:]):[A-Za-z_]/.test(text)) throw new Error(`pgbench would read a variable in: ${text}`);
  if (/^\s*\\/m.test(text)) throw new Error(`pgbench would read a meta-command in: ${text}`);
}

/** What a statement selects: its number of rows, and the md5 of its rows as text, in order. */
export interface StatementResult {
  rows: number;
  digest: string;
}

/** Wraps a statement to select its result's row count and digest, and nothing else. */
export function resultQuery(statement: string): string {
  return `select count(*) as rows, md5(coalesce(string_agg(statement_rows::text, E'\\n'), '')) as digest from (${statement}) as statement_rows`;
}

/**
 * Runs the script's statements once through pgbench, each wrapped by `resultQuery`, to check the script reads
 * what the app read: `\gset` keeps each result in variables and `\shell echo` prints them.
 */
export async function pgbenchStatementResults(
  databaseUrl: string,
  script: PgbenchScript,
): Promise<StatementResult[]> {
  const checking = script.statements
    .map(
      (statement, index) =>
        `${resultQuery(statement)} \\gset s${index}_\n\\shell echo result ${index} :s${index}_rows :s${index}_digest\n`,
    )
    .join('');
  const { stdout } = await runPgbench(databaseUrl, checking, script.defines, ['-t', '1', '-c', '1']);
  return script.statements.map((_, index) => {
    const found = stdout.match(new RegExp(`^result ${index} (\\d+) ([0-9a-f]{32})$`, 'm'));
    if (!found?.[1] || !found[2])
      throw new Error(`pgbench did not answer the result of statement ${index + 1}`);
    return { rows: Number(found[1]), digest: found[2] };
  });
}

/** A warm-up, then the measured run, with the CPU time PostgreSQL and pgbench spent on it. */
export async function measurePgbench(
  databaseUrl: string,
  script: PgbenchScript,
  options: { connections: number; seconds: number; warmUpSeconds: number },
): Promise<PgbenchResult> {
  const load = ['-c', String(options.connections), '-j', '2'];
  const text = scriptText(script);
  await runPgbench(databaseUrl, text, script.defines, [...load, '-T', String(options.warmUpSeconds)]);
  const logFolder = await mkdtemp(path.join(tmpdir(), 'aurora-pgbench-'));
  try {
    const postgresBefore = postgresCpuMicros();
    const loadBefore = processChildrenCpuMicros(process.pid);
    const { stdout } = await runPgbench(databaseUrl, text, script.defines, [
      ...load,
      '-T',
      String(options.seconds),
      '--log',
      `--log-prefix=${path.join(logFolder, 'transactions')}`,
    ]);
    // pgbench's connections close as it exits: their backends' time reaches the postmaster once it reaps them.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const postgresAfter = postgresCpuMicros();
    const loadAfter = processChildrenCpuMicros(process.pid);
    const latencies = await transactionLatenciesMicros(logFolder);
    const transactions = latencies.length;
    const perTransaction = (before: number | undefined, after: number | undefined) =>
      before === undefined || after === undefined || transactions === 0
        ? undefined
        : (after - before) / transactions;
    return {
      transactionsPerSecond: reportedNumber(stdout, /^tps = ([\d.]+) \(without initial connection time\)$/m),
      transactions,
      p99Ms: percentile(latencies, 0.99) / 1000,
      failures: reportedFailures(stdout),
      cpu: {
        postgres: perTransaction(postgresBefore, postgresAfter),
        load: perTransaction(loadBefore, loadAfter),
      },
    };
  } finally {
    await rm(logFolder, { recursive: true, force: true });
  }
}

/** The script file's text: each statement ended by `;`, which is where pgbench ends an SQL command. */
export function scriptText(script: PgbenchScript): string {
  return script.statements.map((statement) => `${statement};\n`).join('');
}

/** Runs pgbench on a script (written to a file of its own), failing on an error or a non-zero exit. */
async function runPgbench(
  databaseUrl: string,
  text: string,
  defines: readonly string[],
  extraArguments: string[],
): Promise<{ stdout: string }> {
  const folder = await mkdtemp(path.join(tmpdir(), 'aurora-pgbench-script-'));
  try {
    const file = path.join(folder, 'route.sql');
    await writeFile(file, text);
    const variables = defines.flatMap((define) => ['-D', define]);
    // -n: no vacuum of pgbench's own tables, which this database does not have.
    const args = ['-n', '-M', 'prepared', '-f', file, ...variables, ...extraArguments, databaseUrl];
    const isError = (stderr: string) => /\berror\b/i.test(stderr);
    return { stdout: await runSystemTool('pgbench', pgbenchCommand(), args, isError) };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * Every transaction's latency in microseconds from pgbench's per-transaction logs (one file per thread): the
 * third field of each line is the transaction's elapsed time.
 */
async function transactionLatenciesMicros(folder: string): Promise<number[]> {
  const latencies: number[] = [];
  for (const file of await readdir(folder)) {
    for (const line of (await readFile(path.join(folder, file), 'utf8')).split('\n')) {
      const elapsed = line.split(' ')[2];
      if (elapsed !== undefined) latencies.push(Number(elapsed));
    }
  }
  if (latencies.length === 0) throw new Error('pgbench logged no transaction');
  return latencies;
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

function reportedNumber(stdout: string, pattern: RegExp): number {
  const found = stdout.match(pattern)?.[1];
  if (found === undefined) throw new Error(`pgbench's report had no ${pattern.source}:\n${stdout}`);
  return Number(found);
}

/** Failed transactions (pgbench 15 counts them) and aborted clients; none expected. */
function reportedFailures(stdout: string): number {
  const failed = stdout.match(/^number of failed transactions: (\d+)/m)?.[1];
  return failed === undefined ? 0 : Number(failed);
}

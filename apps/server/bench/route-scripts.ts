import pg from 'pg';
import { type PgbenchScript, pgbenchScript, pgbenchStatementResults, resultQuery } from './pgbench';
import { type RecordedStatement, recordRouteStatements } from './route-statements';

/*
 * Each route's pgbench script, made from the statements the app really sends for it (route-statements.ts) and
 * checked before anything is measured: run once by pgbench, each statement must select as many rows as the app
 * got, and the same rows (by digest) as the app's own statement with the app's own values, run through pg.
 */

export interface RouteScript {
  statements: RecordedStatement[];
  script: PgbenchScript;
}

/** The checked script of each path, keyed by path. */
export async function routeScripts(
  databaseUrl: string,
  paths: readonly string[],
): Promise<Map<string, RouteScript>> {
  const recorded = await recordRouteStatements(databaseUrl, paths);
  const scripts = new Map<string, RouteScript>();
  for (const [path, statements] of recorded) {
    const script = pgbenchScript(statements);
    await checkScript(databaseUrl, path, statements, script);
    scripts.set(path, { statements, script });
  }
  return scripts;
}

async function checkScript(
  databaseUrl: string,
  path: string,
  statements: RecordedStatement[],
  script: PgbenchScript,
): Promise<void> {
  const fromPgbench = await pgbenchStatementResults(databaseUrl, script);
  const fromApp = await appStatementDigests(databaseUrl, statements);
  statements.forEach((statement, index) => {
    const pgbench = fromPgbench[index];
    if (pgbench?.rows !== statement.rows || pgbench.digest !== fromApp[index]) {
      throw new Error(
        `GET ${path}: pgbench's statement ${index + 1} selected ${pgbench?.rows} rows (${pgbench?.digest}), the app's ${statement.rows} (${fromApp[index]})`,
      );
    }
  });
}

/** The digest of each statement's rows, run with its `$n` and the values the app sent, as the app runs it. */
async function appStatementDigests(databaseUrl: string, statements: RecordedStatement[]): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const digests: string[] = [];
    for (const statement of statements) {
      const { rows } = await client.query<{ digest: string }>(resultQuery(statement.text), statement.values);
      digests.push(rows[0]?.digest ?? '');
    }
    return digests;
  } finally {
    await client.end();
  }
}

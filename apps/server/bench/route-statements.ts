import { createRequire } from 'node:module';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/open-database';

/*
 * The statements a route really sends to PostgreSQL, as the driver sends them: the bench builds the same app the
 * production server runs (the same config from the same environment, the catalogue cache off), in this process,
 * on the bench's database, and records what goes through `pg.Client.prototype.query` while `app.inject` asks the
 * route. Nothing in the server's code changes: the wrap lives in this process only, and only while recording.
 * The first request warms what a running server holds (the filter options' version, the products' answer
 * texts), so the next ones send what a server in its steady state sends.
 *
 * What is recorded is everything sent while one request is in flight. Following the request's own asynchronous
 * context (AsyncLocalStorage) would leave out what the app does in the background meanwhile, but on Node 20 the
 * context is lost where drizzle's query (a thenable, not a promise) is awaited, so nothing would be recorded.
 * Instead two requests in a row must send the same statements with the same values: a background statement
 * (the mail queue's poll, the ranking windows' roll) landing in one of them makes them differ, and the route is
 * asked again.
 */

/** One statement as pg sent it. */
export interface RecordedStatement {
  text: string;
  /** Each parameter as pg sends it (text format), or null for SQL NULL. */
  values: (string | null)[];
  /** The name the app prepared it under; undefined when it was sent unnamed (parsed on every run). */
  preparedAs: string | undefined;
  /** How many rows the app got back. */
  rows: number;
}

/** pg's own conversion of a parameter into what it sends (`Query` uses it as its value mapper). */
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils') as {
  // pg/lib/utils has no type declarations; this is the one function used, as pg's source declares it.
  prepareValue(value: unknown): string | Buffer | null;
};

/** Where the wrapped `query` records, while a request is in flight. */
let recording: RecordedStatement[] | undefined;

/** Times a route is asked for two agreeing recordings before the bench gives up. */
const ATTEMPTS = 5;

/** The app's statements for each path, as a warmed-up app sends them for an anonymous GET request. */
export async function recordRouteStatements(
  databaseUrl: string,
  paths: readonly string[],
): Promise<Map<string, RecordedStatement[]>> {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    CATALOGUE_CACHE_MS: '0',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: '0',
  });
  const app = await buildApp({ config, database: await openDatabase(config) });
  const unwrap = wrapClientQuery();
  try {
    await app.ready();
    const recorded = new Map<string, RecordedStatement[]>();
    for (const path of paths) recorded.set(path, await steadyStatements(app, path));
    return recorded;
  } finally {
    unwrap();
    // Closes the app's database too.
    await app.close();
  }
}

type App = Awaited<ReturnType<typeof buildApp>>;

/** The statements of a warmed-up request, once two requests in a row agree on them. */
async function steadyStatements(app: App, path: string): Promise<RecordedStatement[]> {
  let previous = await ask(app, path);
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const statements = await ask(app, path);
    if (statements.length > 0 && sameStatements(previous, statements)) return statements;
    previous = statements;
  }
  throw new Error(`GET ${path} did not send the same statements twice in a row`);
}

async function ask(app: App, path: string): Promise<RecordedStatement[]> {
  const statements: RecordedStatement[] = [];
  recording = statements;
  try {
    const response = await app.inject({ method: 'GET', url: path });
    if (response.statusCode !== 200) throw new Error(`GET ${path} answered ${response.statusCode}`);
  } finally {
    recording = undefined;
  }
  return statements;
}

function sameStatements(a: RecordedStatement[], b: RecordedStatement[]): boolean {
  const key = (statements: RecordedStatement[]) =>
    JSON.stringify(statements.map(({ text, values, rows }) => [text, values, rows]));
  return key(a) === key(b);
}

type QueryCallback = (error: Error | null, result?: pg.QueryResult) => void;
type AnyQuery = (...args: unknown[]) => unknown;

/**
 * Wraps `pg.Client.prototype.query` to record, into `recording` while it is set, each statement with its values and the rows
 * it answered; gives back the function that restores the original. The node-postgres pool calls it with a
 * callback, drizzle on a single client without one: both are followed.
 */
function wrapClientQuery(): () => void {
  const prototype = pg.Client.prototype as unknown as { query: AnyQuery };
  const original = prototype.query;
  prototype.query = function recordedQuery(this: pg.Client, ...args: unknown[]) {
    const into = recording;
    if (!into) return original.apply(this, args);
    const statement = describe(args[0], Array.isArray(args[1]) ? args[1] : undefined);
    into.push(statement);
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      const followed: QueryCallback = (error, result) => {
        if (result) statement.rows = rowsOf(result);
        (callback as QueryCallback)(error, result);
      };
      return original.apply(this, [...args.slice(0, last), followed]);
    }
    const answer = original.apply(this, args);
    if (answer instanceof Promise) {
      return answer.then((result: pg.QueryResult) => {
        statement.rows = rowsOf(result);
        return result;
      });
    }
    return answer;
  };
  return () => {
    prototype.query = original;
  };
}

/** A query as `Client.query` takes it: a text, or a config with text, values and maybe a name. */
function describe(query: unknown, values: unknown[] | undefined): RecordedStatement {
  if (typeof query === 'string')
    return { text: query, values: sentValues(values ?? []), preparedAs: undefined, rows: 0 };
  if (typeof query === 'object' && query !== null && 'text' in query && typeof query.text === 'string') {
    const config = query as pg.QueryConfig;
    return {
      text: config.text,
      values: sentValues(values ?? config.values ?? []),
      preparedAs: config.name,
      rows: 0,
    };
  }
  throw new Error('A query was sent in a form the bench cannot record (a submittable without text)');
}

function sentValues(values: readonly unknown[]): (string | null)[] {
  return values.map((value) => {
    const sent = prepareValue(value);
    if (Buffer.isBuffer(sent)) throw new Error('A binary parameter cannot be given to pgbench');
    return sent;
  });
}

function rowsOf(result: pg.QueryResult): number {
  return Array.isArray(result.rows) ? result.rows.length : (result.rowCount ?? 0);
}

/**
 * `pnpm bench:api`: how fast the catalogue answers, against the production build on PostgreSQL with the demo
 * seed. It starts `node dist/main.js` on a fresh database and measures each route with wrk (wrk.ts; a process of
 * its own, so the server has its own event loop), 50 connections for 10 s after a 2 s warm-up. Not autocannon:
 * it turns every answer into a string, ~80 us of CPU for a 6.6 KB product page against pgbench's ~25 us per
 * transaction, and on two cores a load generator's CPU is taken from the server it loads. wrk costs ~15 us, so
 * both sides of the pgbench comparison are loaded by a client as cheap as PostgreSQL's own. It runs twice:
 * once on the production configuration, asking the same address again and again (the micro-cache answers), once
 * with the micro-cache off (`CATALOGUE_CACHE_MS=0`), so that every answer is read from the database (the database
 * path), as every query the cache does not hold is. A new address per request would not do: the cache keys an
 * answer by what its route reads, so a parameter nothing reads (`?ref=1`, `?utm_source=...`) shares the copy.
 * The filter options are read as in production: only when the catalogue's brands, prices or categories have
 * changed since the server kept them (drizzle/0012).
 *
 * Both runs also measure the ceiling: the same server's liveness route, which answers constant JSON. The
 * micro-cache run is held to a share of it. The database path is held instead to what PostgreSQL itself can do
 * with the same work: before measuring, the bench builds the same app in this process on the same database, asks
 * each catalogue route (list, search, product detail) and records the statements it sends with their values
 * (route-statements.ts); each route's statements become a pgbench script, checked to select what the app's did
 * (route-scripts.ts). After the routes are measured, with the server idle, pgbench runs each script prepared
 * (`-M prepared`) at the same 50 connections for the same 10 s (pgbench.ts): one pgbench transaction is one run
 * of a route's statements. Each route must answer at 40% of pgbench's rate or more, with a p99 under 50 ms on a
 * machine fast enough for that to mean something (a ceiling of 15,000 req/s or more); the ceiling is printed
 * beside it as a reference.
 *
 * Each run prints why and exits 1 when a route misses its budget, a request fails, or the database path answered
 * without PostgreSQL working. Beside each figure it prints where a request's time went: the CPU time per request
 * of the server process, of PostgreSQL's processes and of the load generator, and for pgbench the CPU time per
 * transaction of PostgreSQL and of pgbench.
 */
import { type RunningServer, startProductionServer, withFreshDatabase } from './bench-support';
import { microsPerRequest, postgresCpuMicros, processCpuMicros } from './cpu-time';
import { measurePgbench, type PgbenchResult } from './pgbench';
import { type RouteScript, routeScripts } from './route-scripts';
import { measureWithWrk } from './wrk';

const CONNECTIONS = 50;
const DURATION_SECONDS = 10;
const WARM_UP_SECONDS = 2;

type Route = 'ceiling' | 'list' | 'search' | 'detail' | 'list as a browser' | 'detail as a browser';

interface Target {
  route: Route;
  name: string;
  path: string;
  /** Request headers besides wrk's own. */
  headers?: Record<string, string>;
}

/**
 * What Chromium sends. wrk sends no Accept-Encoding, so its answers are never compressed: the rows asked with
 * this header measure what a shopper's browser gets, compression included.
 */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

interface Measured {
  route: Route;
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  failures: number;
  cpu: { server?: number; postgres?: number; load?: number };
}

/** pgbench on a route's statements, beside the route's own measure. */
interface Compared {
  measured: Measured;
  route: RouteScript;
  pgbench: PgbenchResult;
}

/**
 * What a run is held to. Against the ceiling: each route at `minRatio` of the ceiling or more with a p99 under
 * `maxP99Ms`. Against pgbench: each route at `minRatio` of pgbench's rate on its statements or more, and a p99
 * under `maxP99Ms` only on a machine whose ceiling reaches `p99FromCeiling` req/s: on a slower (or busier) one,
 * 50 connections queue long enough on a few cores that the p99 says more about the machine than the server.
 */
type Budget =
  | { base: 'ceiling'; routes: Route[]; minRatio: number; maxP99Ms: number }
  | { base: 'pgbench'; routes: Route[]; minRatio: number; maxP99Ms: number; p99FromCeiling: number };

/**
 * Below this much PostgreSQL CPU per request, the database path's answers did not come from the database: the
 * run is a measure of something else (a cache) and fails. A catalogue read costs PostgreSQL ~100-500 us here.
 */
const DATABASE_PATH_MIN_POSTGRES_MICROS = 20;

interface Run {
  label: string;
  /** The server's CATALOGUE_CACHE_MS, or undefined for the production default. */
  catalogueCacheMs?: string;
  /** Each budgeted route must have made PostgreSQL work (when its CPU time can be read). */
  readsTheDatabase: boolean;
  budget: Budget;
}

const RUNS: Run[] = [
  {
    // Issue 3: the catalogue list from the micro-cache at 25% of the ceiling or more, asked as wrk asks and as a
    // browser asks (compressed: each request compressing the same answer again held it to ~7%).
    label: 'the same address again (production configuration: the micro-cache answers)',
    readsTheDatabase: false,
    budget: { base: 'ceiling', routes: ['list', 'list as a browser'], minRatio: 0.25, maxP99Ms: 50 },
  },
  {
    // Issue 43: every catalogue route from the database at 40% of what pgbench does with its statements or more
    // (issue 18 held them to 15% of the ceiling, a base that says nothing of what the database can give).
    label: 'the database path (micro-cache off: every answer read from PostgreSQL)',
    catalogueCacheMs: '0',
    readsTheDatabase: true,
    budget: {
      base: 'pgbench',
      routes: ['list', 'search', 'detail'],
      minRatio: 0.4,
      maxP99Ms: 50,
      p99FromCeiling: 15_000,
    },
  },
];

async function main() {
  let withinBudget = true;
  for (const run of RUNS) {
    const { results, compared } = await benchmark(run);
    if (!report(run, results, compared)) withinBudget = false;
  }
  process.exitCode = withinBudget ? 0 : 1;
}

/**
 * Measures every route on a fresh database; for a run held to pgbench, records each budgeted route's statements
 * first (the same app on the same database), and runs pgbench on them after, while the server is idle.
 */
async function benchmark(run: Run): Promise<{ results: Measured[]; compared: Compared[] }> {
  return withFreshDatabase('aurora_bench', async (databaseUrl) => {
    const server = await startProductionServer(
      databaseUrl,
      run.catalogueCacheMs === undefined ? {} : { CATALOGUE_CACHE_MS: run.catalogueCacheMs },
    );
    try {
      const targets = await chooseTargets(server.origin);
      const budgeted = targets.filter((target) => run.budget.routes.includes(target.route));
      // Recorded before measuring, on the database as the seed left it.
      const scripts =
        run.budget.base === 'pgbench'
          ? await routeScripts(
              databaseUrl,
              budgeted.map((target) => target.path),
            )
          : new Map<string, RouteScript>();
      const results: Measured[] = [];
      for (const target of targets) results.push(await measure(target, server));
      // After the routes, so the server is idle and pgbench has the machine to itself.
      const compared = await measurePgbenchOnRoutes(databaseUrl, budgeted, scripts, results);
      return { results, compared };
    } finally {
      await server.stop();
    }
  });
}

/** pgbench on each route's script, one route after the other, each paired with the route's own figures. */
async function measurePgbenchOnRoutes(
  databaseUrl: string,
  targets: Target[],
  scripts: Map<string, RouteScript>,
  results: Measured[],
): Promise<Compared[]> {
  const compared: Compared[] = [];
  for (const target of targets) {
    const route = scripts.get(target.path);
    const measured = results.find((result) => result.route === target.route);
    if (!route || !measured) continue;
    const pgbench = await measurePgbench(databaseUrl, route.script, {
      connections: CONNECTIONS,
      seconds: DURATION_SECONDS,
      warmUpSeconds: WARM_UP_SECONDS,
    });
    compared.push({ measured, route, pgbench });
  }
  return compared;
}

/** Real ids and a real search word from the seeded catalogue, so every route does its real work. */
async function chooseTargets(origin: string): Promise<Target[]> {
  const answer = (await (await fetch(`${origin}/api/products?limit=1&sort=popular`)).json()) as {
    data: { products: { _id: string; name: string }[] };
  };
  const product = answer.data.products[0];
  if (!product) throw new Error('The seeded catalogue is empty');
  const word = product.name.split(/\s+/).find((part) => part.length > 3) ?? product.name;
  return [
    { route: 'ceiling', name: 'ceiling (constant JSON)', path: '/api/health/live' },
    { route: 'list', name: 'catalogue list, page 1', path: '/api/products' },
    {
      route: 'search',
      name: `catalogue search "${word}"`,
      path: `/api/products?search=${encodeURIComponent(word)}`,
    },
    { route: 'detail', name: 'product detail', path: `/api/products/${product._id}` },
    {
      route: 'list as a browser',
      name: 'catalogue list, br (a browser)',
      path: '/api/products',
      headers: BROWSER_HEADERS,
    },
    {
      route: 'detail as a browser',
      name: 'product detail, br (a browser)',
      path: `/api/products/${product._id}`,
      headers: BROWSER_HEADERS,
    },
  ];
}

async function measure(target: Target, server: RunningServer): Promise<Measured> {
  const url = `${server.origin}${target.path}`;
  // A short warm-up lets the JIT and the connection pool settle before the measured run.
  const load = { connections: CONNECTIONS, headers: target.headers };
  await measureWithWrk(url, { ...load, seconds: WARM_UP_SECONDS });
  const serverBefore = server.pid === undefined ? undefined : processCpuMicros(server.pid);
  const postgresBefore = postgresCpuMicros();
  const result = await measureWithWrk(url, { ...load, seconds: DURATION_SECONDS });
  return {
    route: target.route,
    name: target.name,
    requestsPerSecond: result.perSecond,
    p99Ms: result.p99Ms,
    failures: result.failures,
    cpu: {
      server: microsPerRequest(
        serverBefore,
        server.pid === undefined ? undefined : processCpuMicros(server.pid),
        result.requests,
      ),
      postgres: microsPerRequest(postgresBefore, postgresCpuMicros(), result.requests),
      load: result.loadMicros,
    },
  };
}

/** Prints the run's figures and whether it kept its budget; true when it did. */
function report(run: Run, results: Measured[], compared: Compared[]): boolean {
  const ceiling = results.find((result) => result.route === 'ceiling');
  if (!ceiling) throw new Error('no ceiling measured');
  console.log(
    `\n${run.label}: ${CONNECTIONS} connections, ${DURATION_SECONDS} s per route, production build on PostgreSQL\n`,
  );
  printRoutes(results, ceiling);
  if (compared.length > 0) {
    printStatements(compared);
    printComparison(compared);
  }
  const { problems, notes } = budgetProblems(run.budget, results, compared, ceiling);
  problems.push(
    ...databaseWorkProblems(run, results),
    ...results
      .filter((result) => result.failures > 0)
      .map((result) => `${result.name} had ${result.failures} failed requests`),
    ...compared
      .filter(({ pgbench }) => pgbench.failures > 0)
      .map(
        ({ measured, pgbench }) => `pgbench had ${pgbench.failures} failed transactions on ${measured.name}`,
      ),
  );
  for (const note of notes) console.log(`\n${note}`);
  const limits = describeBudget(run.budget);
  console.log(
    problems.length === 0
      ? `\nWithin budget (${run.budget.routes.join(', ')}: ${limits}).`
      : `\nOver budget (${limits}): ${problems.join('; ')}.`,
  );
  return problems.length === 0;
}

function printRoutes(results: Measured[], ceiling: Measured): void {
  console.log(
    'route                              req/s    p99 ms   of ceiling   failures   CPU us/request: server  PostgreSQL  load',
  );
  for (const result of results) {
    const ratio = result.requestsPerSecond / ceiling.requestsPerSecond;
    const cpu = [result.cpu.server, result.cpu.postgres, result.cpu.load]
      .map((micros, index) => micro(micros).padStart([23, 11, 6][index] ?? 0))
      .join(' ');
    console.log(
      `${result.name.padEnd(32)} ${result.requestsPerSecond.toFixed(0).padStart(7)} ${result.p99Ms.toFixed(0).padStart(9)} ${percent(ratio).padStart(12)} ${String(result.failures).padStart(10)} ${cpu}`,
    );
  }
}

/** What each route sends, briefly: the statements pgbench runs for it. */
function printStatements(compared: Compared[]): void {
  console.log(
    '\nwhat each route sends to PostgreSQL (the statements pgbench runs for it, checked to read the same rows)',
  );
  for (const { measured, route } of compared) {
    const statements = route.statements.map(
      (statement) =>
        `${statement.preparedAs ? `prepared "${statement.preparedAs}"` : 'unnamed'}, ${statement.values.length} parameters, ${statement.rows} row${statement.rows === 1 ? '' : 's'}`,
    );
    console.log(`  ${measured.name}: ${statements.length} statement(s): ${statements.join('; ')}`);
  }
}

/** Each route beside pgbench on its statements; every line ends with the route's share of pgbench's rate. */
function printComparison(compared: Compared[]): void {
  console.log(
    `\nagainst pgbench on the same statements (-M prepared, ${CONNECTIONS} connections, ${DURATION_SECONDS} s, server idle)`,
  );
  console.log(
    '                                 ------------- Aurora -------------   ------------------- pgbench -------------------',
  );
  console.log(
    'route                              req/s  p99 ms  CPU us/req: server  PostgreSQL     tx/s  p99 ms  CPU us/tx: PostgreSQL  pgbench',
  );
  for (const { measured, pgbench } of compared) {
    const share = measured.requestsPerSecond / pgbench.transactionsPerSecond;
    console.log(
      [
        measured.name.padEnd(32),
        measured.requestsPerSecond.toFixed(0).padStart(7),
        measured.p99Ms.toFixed(0).padStart(7),
        micro(measured.cpu.server).padStart(19),
        micro(measured.cpu.postgres).padStart(11),
        pgbench.transactionsPerSecond.toFixed(0).padStart(8),
        pgbench.p99Ms.toFixed(1).padStart(7),
        micro(pgbench.cpu.postgres).padStart(22),
        micro(pgbench.cpu.load).padStart(8),
        `   ${percent(share)} of pgbench`,
      ].join(' '),
    );
  }
}

/** The budgeted routes' misses, and notes on how the budget applied (the p99 on a slow machine). */
function budgetProblems(
  budget: Budget,
  results: Measured[],
  compared: Compared[],
  ceiling: Measured,
): { problems: string[]; notes: string[] } {
  const budgeted = results.filter((result) => budget.routes.includes(result.route));
  if (budget.base === 'ceiling') {
    return {
      problems: budgeted.flatMap((result) => [
        ...rateProblem(result, ceiling.requestsPerSecond, budget.minRatio, 'the ceiling'),
        ...p99Problem(result, budget.maxP99Ms),
      ]),
      notes: [],
    };
  }
  const appliesP99 = ceiling.requestsPerSecond >= budget.p99FromCeiling;
  const problems = budgeted.flatMap((result) => {
    const pgbench = compared.find(({ measured }) => measured.route === result.route)?.pgbench;
    if (!pgbench) return [`${result.name} has no pgbench figure to be held to`];
    return [
      ...rateProblem(result, pgbench.transactionsPerSecond, budget.minRatio, 'pgbench'),
      ...(appliesP99 ? p99Problem(result, budget.maxP99Ms) : []),
    ];
  });
  const ceilingFigure = `the ceiling measured ${ceiling.requestsPerSecond.toFixed(0)} req/s`;
  const note = appliesP99
    ? `The p99 budget (under ${budget.maxP99Ms} ms) applied: ${ceilingFigure}, ${budget.p99FromCeiling} or more.`
    : `The p99 budget (under ${budget.maxP99Ms} ms) was not applied: ${ceilingFigure}, under the ${budget.p99FromCeiling} req/s of a machine it applies on.`;
  return { problems, notes: [note] };
}

function rateProblem(result: Measured, base: number, minRatio: number, baseName: string): string[] {
  const ratio = result.requestsPerSecond / base;
  return ratio < minRatio ? [`${result.name} answered ${percent(ratio)} of ${baseName}`] : [];
}

function p99Problem(result: Measured, maxP99Ms: number): string[] {
  return result.p99Ms >= maxP99Ms ? [`${result.name} had a p99 of ${result.p99Ms} ms`] : [];
}

/** On the database path, a budgeted route PostgreSQL barely worked for was answered by something else. */
function databaseWorkProblems(run: Run, results: Measured[]): string[] {
  if (!run.readsTheDatabase) return [];
  return results
    .filter((result) => run.budget.routes.includes(result.route))
    .filter(
      (result) =>
        result.cpu.postgres !== undefined && result.cpu.postgres < DATABASE_PATH_MIN_POSTGRES_MICROS,
    )
    .map(
      (result) =>
        `${result.name} made PostgreSQL work ${micro(result.cpu.postgres)} us per request: it was not read from the database`,
    );
}

function describeBudget(budget: Budget): string {
  const base = budget.base === 'ceiling' ? 'the ceiling' : "pgbench's rate on the route's statements";
  const p99 =
    budget.base === 'ceiling'
      ? `a p99 under ${budget.maxP99Ms} ms`
      : `a p99 under ${budget.maxP99Ms} ms where the ceiling reaches ${budget.p99FromCeiling} req/s`;
  return `${budget.minRatio * 100}% of ${base} or more and ${p99}`;
}

function micro(micros: number | undefined): string {
  return micros === undefined ? '-' : micros.toFixed(0);
}

function percent(ratio: number): string {
  return `${(ratio * 100).toFixed(0)}%`;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

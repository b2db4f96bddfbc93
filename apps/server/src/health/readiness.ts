import type { FieldError, ReadinessData } from '@aurora-store/api/contract';
import { PING_TIMEOUT_MS } from '../db/database';
import type { Database } from '../db/open-database';
import { withTimeout } from '../with-timeout';
import { pendingMigrations } from './migration-state';
import type { RedisProbe } from './redis-probe';

export interface ReadinessSources {
  database: Database;
  /** The migrations this server version carries (migration-state.ts). */
  knownMigrations: readonly number[];
  /** Only when `REDIS_URL` is set. */
  redis: RedisProbe | undefined;
}

/** Every check passed, or the ones that failed, each named by `field` as the answer's `errors` name them. */
export type Readiness = { ready: true; data: ReadinessData } | { ready: false; problems: FieldError[] };

/**
 * Runs the checks side by side, so a probe takes as long as the slowest one, at most the database's deadline.
 * Redis is reported, not required: every process shares one, so failing on it would take every process out of
 * a load balancer at once, while each could go on serving with its rate limits counted in its own memory.
 */
export async function checkReadiness({
  database,
  knownMigrations,
  redis,
}: ReadinessSources): Promise<Readiness> {
  const [problem, redisState] = await Promise.all([
    databaseProblem(database, knownMigrations),
    redis ? redisStateOf(redis) : ('not-configured' as const),
  ]);
  if (problem) return { ready: false, problems: [problem] };
  return {
    ready: true,
    data: { status: 'ready', database: 'connected', migrations: 'applied', redis: redisState },
  };
}

async function databaseProblem(
  database: Database,
  knownMigrations: readonly number[],
): Promise<FieldError | undefined> {
  try {
    await database.ping();
  } catch {
    return { field: 'database', message: 'The database did not answer' };
  }
  try {
    const pending = await withTimeout(
      pendingMigrations(database.db, knownMigrations),
      PING_TIMEOUT_MS,
      'The migrations table did not answer in time',
    );
    if (pending === 0) return undefined;
    return {
      field: 'migrations',
      message: `The database lacks ${pending} of the ${knownMigrations.length} migrations this version expects`,
    };
  } catch {
    return { field: 'migrations', message: "The database's migrations could not be read" };
  }
}

async function redisStateOf(redis: RedisProbe): Promise<ReadinessData['redis']> {
  try {
    await redis.ping();
    return 'connected';
  } catch {
    return 'unreachable';
  }
}

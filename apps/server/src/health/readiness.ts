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

/** Runs the checks side by side, so a probe takes as long as the slowest one, at most the database's deadline. */
export async function checkReadiness({
  database,
  knownMigrations,
  redis,
}: ReadinessSources): Promise<Readiness> {
  const problems = (
    await Promise.all([databaseProblem(database, knownMigrations), redis ? redisProblem(redis) : undefined])
  ).filter((problem) => problem !== undefined);
  if (problems.length > 0) return { ready: false, problems };
  return {
    ready: true,
    data: {
      status: 'ready',
      database: 'connected',
      migrations: 'applied',
      redis: redis ? 'connected' : 'not-configured',
    },
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

async function redisProblem(redis: RedisProbe): Promise<FieldError | undefined> {
  try {
    await redis.ping();
    return undefined;
  } catch {
    return { field: 'redis', message: 'Redis did not answer' };
  }
}

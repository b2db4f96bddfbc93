import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import { DEFAULT_KEY_PREFIX, type RateLimitStore, ruleOptions, wrapLimiter } from './rate-limiter';

export interface RedisRateLimitStoreOptions {
  log: FastifyBaseLogger;
  /** Keeps these counters apart from any others in the same Redis (tests use a random one). */
  keyPrefix?: string;
}

/**
 * Counters in Redis, shared by every server process behind one load balancer. The connection is opened
 * before the first request so that request already counts in Redis. While Redis cannot be reached (at start or
 * later) each process counts in its own memory instead: a limit a little looser for a while beats refusing
 * every login, and nothing waits on a dead connection.
 */
export async function openRedisRateLimitStore(
  redisUrl: string,
  { log, keyPrefix = DEFAULT_KEY_PREFIX }: RedisRateLimitStoreOptions,
): Promise<RateLimitStore> {
  const client = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 5000 });
  // ioredis reports every failed reconnect; one line when Redis goes away and one when it is back is enough.
  let unreachable = false;
  const reportUnreachable = (error: unknown) => {
    if (unreachable) return;
    unreachable = true;
    log.warn({ err: error }, 'Redis for rate limits is unreachable: counting in memory until it is back');
  };
  client.on('error', reportUnreachable);
  client.on('ready', () => {
    if (!unreachable) return;
    unreachable = false;
    log.info('Redis for rate limits is reachable again');
  });
  await client.connect().catch(reportUnreachable);

  return {
    kind: 'redis',
    limiter: (rule) => {
      const options = ruleOptions(rule, keyPrefix);
      return wrapLimiter(
        new RateLimiterRedis({
          ...options,
          storeClient: client,
          rejectIfRedisNotReady: true,
          insuranceLimiter: new RateLimiterMemory(options),
        }),
      );
    },
    close: async () => {
      client.disconnect();
    },
  };
}

import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { memoryRateLimitStore, type RateLimitStore } from './rate-limiter';
import { openRedisRateLimitStore } from './redis-rate-limit-store';

/** Redis when `REDIS_URL` is set, so every server process shares the counters; this process's memory otherwise. */
export function openRateLimitStore(
  config: Pick<Config, 'redisUrl'>,
  log: FastifyBaseLogger,
): Promise<RateLimitStore> {
  return config.redisUrl
    ? openRedisRateLimitStore(config.redisUrl, { log })
    : Promise.resolve(memoryRateLimitStore());
}

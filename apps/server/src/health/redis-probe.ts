import { Redis } from 'ioredis';
import { withTimeout } from '../with-timeout';

/** A Redis that does not answer a PING within this long is reported as unreachable. */
const REDIS_PING_TIMEOUT_MS = 1000;

export interface RedisProbe {
  /** Resolves when Redis answers PING in time; rejects at once while there is no connection. */
  ping(): Promise<void>;
  close(): void;
}

/**
 * A connection of its own for the readiness check. Without an offline queue a command fails at once while the
 * connection is down, instead of waiting for a reconnect, so a load balancer's probe never hangs on a dead Redis;
 * ioredis keeps reconnecting in the background, and the probe answers ready again once it is back.
 */
export async function openRedisProbe(redisUrl: string): Promise<RedisProbe> {
  const client = new Redis(redisUrl, {
    lazyConnect: true,
    enableOfflineQueue: false,
    connectTimeout: REDIS_PING_TIMEOUT_MS,
  });
  // Readiness reports an unreachable Redis and the rate limits log it; ioredis would print each failed reconnect.
  client.on('error', () => {});
  // Awaited so the first probe after start tells the truth; a refused connection fails at once.
  await client.connect().catch(() => {});
  return {
    ping: async () => {
      await withTimeout(client.ping(), REDIS_PING_TIMEOUT_MS, 'Redis did not answer in time');
    },
    close: () => client.disconnect(),
  };
}

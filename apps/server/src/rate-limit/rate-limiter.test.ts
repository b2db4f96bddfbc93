import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openRateLimitStore } from './open-rate-limit-store';
import { memoryRateLimitStore, type RateLimitRule, type RateLimitStore } from './rate-limiter';
import { openRedisRateLimitStore } from './redis-rate-limit-store';

/** The Redis server of this machine (and of CI); every test here keeps its keys under a random prefix. */
const REDIS_URL = 'redis://127.0.0.1:6379';

const rule: RateLimitRule = { name: 'probe', points: 3, durationSeconds: 60 };

/** A logger that keeps what it writes, to see what an operator would read. */
function recordingLogger() {
  const lines: { level: number; msg: string }[] = [];
  const app = Fastify({
    logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
  });
  return { log: app.log, lines };
}

const opened: RateLimitStore[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((store) => store.close()));
});

const stores: { name: string; open: (keyPrefix: string) => Promise<RateLimitStore> }[] = [
  { name: 'memory', open: async (keyPrefix) => memoryRateLimitStore(keyPrefix) },
  {
    name: 'redis',
    open: (keyPrefix) => openRedisRateLimitStore(REDIS_URL, { log: recordingLogger().log, keyPrefix }),
  },
];

describe.each(stores)('$name rate limiter', ({ open }) => {
  async function limiterFor(testRule = rule) {
    const store = await open(`aurora-test-${randomUUID()}`);
    opened.push(store);
    return store.limiter(testRule);
  }

  it('allows the rule’s points, then refuses with the wait until the window ends', async () => {
    const limiter = await limiterFor();

    const decisions = [];
    for (let attempt = 0; attempt < 4; attempt++) decisions.push(await limiter.consume('ada'));

    expect(decisions.slice(0, 3)).toEqual([{ allowed: true }, { allowed: true }, { allowed: true }]);
    const refusal = decisions[3];
    expect(refusal?.allowed).toBe(false);
    if (refusal?.allowed !== false) return;
    expect(refusal.retryAfterSeconds).toBeGreaterThan(0);
    expect(refusal.retryAfterSeconds).toBeLessThanOrEqual(rule.durationSeconds);
  });

  it('counts each key on its own', async () => {
    const limiter = await limiterFor();
    for (let attempt = 0; attempt < 3; attempt++) await limiter.consume('ada');

    expect(await limiter.consume('grace')).toEqual({ allowed: true });
    expect((await limiter.consume('ada')).allowed).toBe(false);
  });

  it('takes one attempt back on reward', async () => {
    const limiter = await limiterFor();
    for (let attempt = 0; attempt < 3; attempt++) await limiter.consume('ada');

    await limiter.reward('ada');

    expect(await limiter.consume('ada')).toEqual({ allowed: true });
    expect((await limiter.consume('ada')).allowed).toBe(false);
  });

  it('forgets every attempt on reset', async () => {
    const limiter = await limiterFor();
    for (let attempt = 0; attempt < 4; attempt++) await limiter.consume('ada');

    await limiter.reset('ada');

    expect(await limiter.consume('ada')).toEqual({ allowed: true });
  });

  it('refuses all but the rule’s points of a burst of parallel attempts', async () => {
    const limiter = await limiterFor();

    const decisions = await Promise.all(Array.from({ length: 10 }, () => limiter.consume('ada')));

    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(3);
  });
});

describe('redis rate limit store', () => {
  const redis = new Redis(REDIS_URL);
  afterAll(async () => {
    await redis.quit();
  });

  it('shares its counters between server processes', async () => {
    const keyPrefix = `aurora-test-${randomUUID()}`;
    const [first, second] = await Promise.all([
      openRedisRateLimitStore(REDIS_URL, { log: recordingLogger().log, keyPrefix }),
      openRedisRateLimitStore(REDIS_URL, { log: recordingLogger().log, keyPrefix }),
    ]);
    opened.push(first, second);

    await first.limiter(rule).consume('ada');
    await second.limiter(rule).consume('ada');
    await first.limiter(rule).consume('ada');

    expect((await second.limiter(rule).consume('ada')).allowed).toBe(false);
    const keys = await redis.keys(`${keyPrefix}:*`);
    expect(keys).toEqual([`${keyPrefix}:probe:ada`]);
    expect(Number(await redis.get(`${keyPrefix}:probe:ada`))).toBe(4);
    expect(await redis.ttl(`${keyPrefix}:probe:ada`)).toBeGreaterThan(0);
    await redis.del(keys);
  });

  it('keeps limiting in memory, and says so once, while Redis cannot be reached', async () => {
    const { log, lines } = recordingLogger();
    // Nothing listens on port 1: every connection attempt is refused at once.
    const store = await openRedisRateLimitStore('redis://127.0.0.1:1', { log, keyPrefix: 'unreachable' });
    opened.push(store);
    const limiter = store.limiter(rule);

    const decisions = [];
    for (let attempt = 0; attempt < 4; attempt++) decisions.push(await limiter.consume('ada'));

    expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, true, false]);
    const warnings = lines.filter((line) => line.msg.includes('Redis for rate limits is unreachable'));
    expect(warnings).toHaveLength(1);
  });
});

describe('openRateLimitStore', () => {
  const { log } = recordingLogger();

  it('keeps counters in memory without REDIS_URL', async () => {
    const store = await openRateLimitStore({ redisUrl: undefined }, log);
    opened.push(store);
    expect(store.kind).toBe('memory');
  });

  it('keeps counters in Redis with REDIS_URL', async () => {
    const store = await openRateLimitStore({ redisUrl: REDIS_URL }, log);
    opened.push(store);
    expect(store.kind).toBe('redis');
  });
});

import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/** At most `points` attempts per key within `durationSeconds`, counted from a key's first attempt. */
export interface RateLimitRule {
  /** Names the counter; two rules never share one. */
  name: string;
  points: number;
  durationSeconds: number;
}

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** One rule's counters, wherever they are kept. */
export interface RateLimiter {
  /** Counts an attempt for `key`; refused once the rule's points are used up, with the wait until they return. */
  consume(key: string): Promise<RateLimitDecision>;
  /** Takes one counted attempt back (it turned out to be one the rule does not count). */
  reward(key: string): Promise<void>;
  /** Forgets every attempt counted for `key`. */
  reset(key: string): Promise<void>;
}

/** Where every rule's counters live: this process's memory, or Redis shared by every server process. */
export interface RateLimitStore {
  readonly kind: 'memory' | 'redis';
  limiter(rule: RateLimitRule): RateLimiter;
  close(): Promise<void>;
}

export const DEFAULT_KEY_PREFIX = 'aurora-store:rate-limit';

export function ruleOptions(rule: RateLimitRule, keyPrefix: string) {
  return { keyPrefix: `${keyPrefix}:${rule.name}`, points: rule.points, duration: rule.durationSeconds };
}

/** The small interface over rate-limiter-flexible, whose refusal is a rejected promise with a RateLimiterRes. */
export function wrapLimiter(limiter: RateLimiterAbstract): RateLimiter {
  return {
    async consume(key) {
      try {
        await limiter.consume(key);
        return { allowed: true };
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
      }
    },
    async reward(key) {
      await limiter.reward(key);
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
}

/** Counters in this process only: right for one server process, and for tests. */
export function memoryRateLimitStore(keyPrefix = DEFAULT_KEY_PREFIX): RateLimitStore {
  return {
    kind: 'memory',
    limiter: (rule) => wrapLimiter(new RateLimiterMemory(ruleOptions(rule, keyPrefix))),
    close: async () => {},
  };
}

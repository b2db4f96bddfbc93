/**
 * A seeded pseudo-random sequence (mulberry32): the demo store comes out the same on every run, so a
 * screenshot, a demo script or a bug report about the seed can be reproduced.
 */
export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** A whole number from `min` to `max`, both included. */
  integer(min: number, max: number): number;
  /** A number in [min, max). */
  between(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` different items in random order (fewer when there are fewer). */
  sample<T>(items: readonly T[], count: number): T[];
  /** A value drawn with the given relative weights. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T;
  bytes(count: number): Uint8Array;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const integer = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[integer(0, items.length - 1)];
    if (item === undefined) throw new Error('Cannot pick from an empty list');
    return item;
  };
  return {
    next,
    integer,
    between: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick,
    sample: <T>(items: readonly T[], count: number): T[] => {
      const pool = [...items];
      const chosen: T[] = [];
      while (chosen.length < count && pool.length > 0) {
        chosen.push(...pool.splice(integer(0, pool.length - 1), 1));
      }
      return chosen;
    },
    weighted: (choices) => {
      const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
      let remaining = next() * total;
      for (const [value, weight] of choices) {
        remaining -= weight;
        if (remaining < 0) return value;
      }
      return pick(choices)[0];
    },
    bytes: (count) => Uint8Array.from({ length: count }, () => integer(0, 255)),
  };
}

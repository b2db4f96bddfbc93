import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './json-depth';

describe('nestsDeeperThan', () => {
  it('counts objects and arrays inside one another, not side by side', () => {
    expect(nestsDeeperThan('{"a":[{"b":1}]}', 3)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[]}]}', 3)).toBe(true);
    expect(nestsDeeperThan('[[],[],[],[]]', 2)).toBe(false);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(JSON.stringify({ a: '[[[[{{{{' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ a: 'say "[[[" \\' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify([{ a: 'x\\' }, [[]]]), 2)).toBe(true);
  });
});

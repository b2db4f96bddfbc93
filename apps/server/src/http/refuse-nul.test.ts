import { describe, expect, it } from 'vitest';
import { holdsNul } from './refuse-nul';

describe('holdsNul', () => {
  it('finds U+0000 in a string, a nested value or a key', () => {
    expect(holdsNul('a\u0000b')).toBe(true);
    expect(holdsNul({ address: { city: ['Paris', 'Ly\u0000on'] } })).toBe(true);
    expect(holdsNul({ 'na\u0000me': 'Ada' })).toBe(true);
  });

  it('passes text without it, numbers and an upload body it does not read', () => {
    expect(holdsNul({ name: 'Ada', tags: ['a', 'b'], price: 12, note: null })).toBe(false);
    expect(holdsNul(undefined)).toBe(false);
    expect(holdsNul(Buffer.from([0, 1, 2]))).toBe(false);
  });
});

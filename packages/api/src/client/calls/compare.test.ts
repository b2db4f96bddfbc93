import { describe, expect, it } from 'vitest';
import { compareKeys } from './compare';

describe('compareKeys', () => {
  it('keys a comparison by its ids in order, and asks nothing for an empty list', () => {
    expect(compareKeys.products(['a', 'b'])).toEqual(['compare', 'a', 'b']);
    expect(compareKeys.products(['b', 'a'])).not.toEqual(compareKeys.products(['a', 'b']));
    expect(compareKeys.products([])).toBeNull();
  });
});

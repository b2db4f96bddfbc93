import { describe, expect, it } from 'vitest';
import {
  canRemoveRow,
  movedAnnouncement,
  moveRow,
  removeRow,
  rowToFocusAfterRemoval,
  specificationNameError,
} from './repeating-rows';

describe('removeRow and canRemoveRow (at least one row always remains)', () => {
  it('removes the row asked for', () => {
    expect(removeRow(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
  });

  it('never removes the last row, and offers Remove only beside two or more', () => {
    expect(removeRow(['a'], 0)).toEqual(['a']);
    expect(canRemoveRow(1)).toBe(false);
    expect(canRemoveRow(2)).toBe(true);
  });
});

describe('rowToFocusAfterRemoval', () => {
  it('is the previous row, or the next one when the first leaves', () => {
    expect(rowToFocusAfterRemoval(['a', 'b', 'c'], 2)).toBe('b');
    expect(rowToFocusAfterRemoval(['a', 'b', 'c'], 0)).toBe('b');
  });
});

describe('moveRow', () => {
  it('moves a row up or down, and keeps it inside the list', () => {
    expect(moveRow(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveRow(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveRow(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveRow(['a', 'b', 'c'], 2, 5)).toEqual(['a', 'b', 'c']);
  });

  it('says where the image went', () => {
    expect(movedAnnouncement(1, 0, 3)).toBe('Image 2 moved to position 1 of 3');
  });
});

describe('specificationNameError', () => {
  it('refuses an empty name', () => {
    expect(specificationNameError('  ', [])).toBe('Enter a specification name');
  });

  it('refuses a name already there, in any case', () => {
    expect(specificationNameError(' power ', ['Power'])).toBe('A specification named "power" already exists');
  });

  it('accepts a new name', () => {
    expect(specificationNameError('Weight', ['Power'])).toBeNull();
  });
});

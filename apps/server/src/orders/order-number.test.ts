import { describe, expect, it } from 'vitest';
import {
  couldBeInOrderNumber,
  newOrderNumber,
  ORDER_NUMBER_PATTERN,
  placedBetween,
  startsOrderNumber,
} from './order-number';

describe('newOrderNumber', () => {
  it('is AUR-, the UTC date and six symbols no one can misread', () => {
    const number = newOrderNumber(
      new Date('2026-11-21T23:59:59Z'),
      Uint8Array.from([0, 1, 31, 32, 255, 100]),
    );
    expect(number).toBe('AUR-20261121-23Z2Z6');
    expect(number).toMatch(ORDER_NUMBER_PATTERN);
  });

  it('never uses 0, O, 1 or I', () => {
    for (let byte = 0; byte < 256; byte += 1) {
      const number = newOrderNumber(new Date('2026-11-21T12:00:00Z'), new Uint8Array(6).fill(byte));
      expect(number.slice(-6)).not.toMatch(/[01OI]/);
      expect(number).toMatch(ORDER_NUMBER_PATTERN);
    }
  });
});

describe('couldBeInOrderNumber', () => {
  it('accepts any part of an order number of three characters or more, in any case', () => {
    expect(couldBeInOrderNumber('aur')).toBe(true);
    expect(couldBeInOrderNumber('AUR-2026')).toBe(true);
    expect(couldBeInOrderNumber('4f7k2q')).toBe(true);
    expect(couldBeInOrderNumber('1121-4F7K')).toBe(true);
    expect(couldBeInOrderNumber('AUR-20261121-4F7K2Q')).toBe(true);
    expect(couldBeInOrderNumber('r-2026')).toBe(true);
    expect(couldBeInOrderNumber('0a1b2c')).toBe(true);
  });

  it('refuses what no order number holds, and what is too short to look up', () => {
    expect(couldBeInOrderNumber('ada@example.com')).toBe(false);
    expect(couldBeInOrderNumber('Charles Babbage')).toBe(false);
    // Seven letters in a row, or a hyphen where a number has none: no place of a number fits them.
    expect(couldBeInOrderNumber('Babbage')).toBe(false);
    expect(couldBeInOrderNumber('4F7K2QX')).toBe(false);
    expect(couldBeInOrderNumber('AUR20261121')).toBe(false);
    expect(couldBeInOrderNumber('AUR-20261121-4F7K2Q9')).toBe(false);
    expect(couldBeInOrderNumber('4F%')).toBe(false);
    expect(couldBeInOrderNumber('4F')).toBe(false);
    expect(couldBeInOrderNumber('')).toBe(false);
  });
});

describe('startsOrderNumber', () => {
  it("is true of a text beginning 'AUR-', in any case, and of nothing else", () => {
    expect(startsOrderNumber('AUR-2026')).toBe(true);
    expect(startsOrderNumber('aur-20261121-4f')).toBe(true);
    expect(startsOrderNumber('AUR')).toBe(false);
    expect(startsOrderNumber('4F7K2Q')).toBe(false);
    expect(startsOrderNumber('1121-4F7K')).toBe(false);
  });
});

describe('placedBetween', () => {
  const days = (prefix: string) => {
    const range = placedBetween(prefix);
    return range && [range.from.toISOString().slice(0, 10), range.until.toISOString().slice(0, 10)];
  };

  it('is the days a prefix names, a day either side, the end exclusive', () => {
    expect(days('AUR-20261121')).toEqual(['2026-11-20', '2026-11-23']);
    expect(days('aur-20261121-4F')).toEqual(['2026-11-20', '2026-11-23']);
    expect(days('AUR-202602')).toEqual(['2026-01-31', '2026-03-02']);
    expect(days('AUR-2024022')).toEqual(['2024-02-19', '2024-03-02']);
    expect(days('AUR-2026')).toEqual(['2025-12-31', '2027-01-02']);
  });

  it('holds every number the prefix can start, a date past the calendar included', () => {
    expect(days('AUR-202613')).toEqual(['2026-11-30', '2027-01-02']);
    expect(days('AUR-1')).toEqual(['1970-01-01', '2000-01-02']);
    expect(days('AUR-0')).toEqual(['1970-01-01', '1970-01-01']);
    expect(days('AUR-9')).toEqual(['8999-12-31', '9999-12-31']);
  });

  it('is undefined without a digit of the date', () => {
    expect(placedBetween('AUR-')).toBeUndefined();
    expect(placedBetween('4F7K2Q')).toBeUndefined();
  });
});

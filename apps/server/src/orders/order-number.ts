import { randomBytes } from 'node:crypto';

/** 32 symbols without 0, O, 1 or I, so no two of them are mistaken for each other when read out. */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const SUFFIX_LENGTH = 6;

/**
 * A human-readable order number such as 'AUR-20261121-4F7K2Q': the UTC date it was placed and six random
 * symbols (about a billion per day). Unique in the database; the rare clash is retried by the caller.
 */
export function newOrderNumber(now = new Date(), random: Uint8Array = randomBytes(SUFFIX_LENGTH)): string {
  const date = now.toISOString().slice(0, 10).replaceAll('-', '');
  // 256 is a multiple of 32, so every symbol is equally likely.
  const suffix = Array.from(random.subarray(0, SUFFIX_LENGTH), (byte) =>
    ALPHABET.charAt(byte % ALPHABET.length),
  );
  return `AUR-${date}-${suffix.join('')}`;
}

export const ORDER_NUMBER_PATTERN = /^AUR-\d{8}-[2-9A-HJ-NP-Z]{6}$/;

/** Fewer characters than a trigram: the admin search's trigram index cannot look them up. */
const SHORTEST_NUMBER_SEARCH = 3;

/**
 * What each place of an order number may hold: 'AUR-', the date's eight digits, '-', then six letters or
 * digits. The last six are read generously (any letter or digit, not only the symbols new numbers use), so
 * numbers made by other rules, such as the admin benchmark's hexadecimal ones, are found too.
 */
const NUMBER_PLACES: readonly RegExp[] = [
  /a/i,
  /u/i,
  /r/i,
  /-/,
  ...Array.from({ length: 8 }, () => /\d/),
  /-/,
  ...Array.from({ length: 6 }, () => /[a-z0-9]/i),
];

/**
 * Whether `text` (in any case) may be part of an order number, so that an admin search looks for orders
 * whose number contains it: '4f7k2q' (the last six a customer reads out), '1121-4F7K' or 'AUR-2026' may;
 * 'ada@example.com' and 'Babbage' (seven letters: no part of a number holds more than six in a row) cannot,
 * and such a search looks for customers only, sparing a trigram read of every order. One or two characters
 * are in most numbers and out of the index's reach: those look for customers only too.
 */
export function couldBeInOrderNumber(text: string): boolean {
  if (text.length < SHORTEST_NUMBER_SEARCH) return false;
  const fitsAt = (start: number) =>
    [...text].every((character, index) => NUMBER_PLACES[start + index]?.test(character) ?? false);
  return NUMBER_PLACES.some((_place, start) => fitsAt(start));
}

/**
 * Whether `text` can stand only at the start of an order number: it begins 'AUR-', which no later part of a
 * number holds (the date is digits, the last six hold no hyphen). The admin search matches such a text as a
 * prefix, read in order from the pattern index; as a trigram match it would read trigrams such as 'aur' and
 * '-20' that every order has (at a million orders, the slowest call of `pnpm bench:admin`'s orders).
 */
export function startsOrderNumber(text: string): boolean {
  return /^aur-/i.test(text);
}

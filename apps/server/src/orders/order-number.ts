import { randomBytes } from 'node:crypto';
import { STORE_YEARS } from '@aurora-store/api/contract';

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

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When an order whose number starts with `prefix` can have been placed: a number carries the UTC date it was
 * placed on ('AUR-20261121-…'), so 'AUR-202611' is November 2026 and 'AUR-2026' the year. A day either side
 * allows for the clocks of the server (which writes the number) and the database (which writes the time)
 * disagreeing around midnight. Undefined when the prefix holds no digit of the date. The admin search adds it
 * to a prefix search so that PostgreSQL reads those days of orders, however it misjudges how many numbers the
 * prefix matches (it once walked 100 days of orders, newest first, looking for one day's numbers).
 */
export function placedBetween(prefix: string): { from: Date; until: Date } | undefined {
  const digits = /^aur-(\d{1,8})/i.exec(prefix)?.[1];
  if (!digits) return undefined;
  const first = dayOf(digits.padEnd(8, '0'));
  const last = dayOf(digits.padEnd(8, '9'));
  // Kept inside the store's years, which PostgreSQL and its parameters can carry ('AUR-0' would be year -1).
  const earliest = utcDay(STORE_YEARS.first, 0, 1).getTime();
  const latest = utcDay(STORE_YEARS.last, 11, 31).getTime();
  return {
    from: new Date(Math.min(Math.max(first - DAY_MS, earliest), latest)),
    until: new Date(Math.max(Math.min(last + 2 * DAY_MS, latest), earliest)),
  };
}

/** 'YYYYMMDD' as the start of that UTC day, a month or day past the calendar's taken as its nearest. */
function dayOf(yyyymmdd: string): number {
  const year = Number(yyyymmdd.slice(0, 4));
  const month = Math.min(Math.max(Number(yyyymmdd.slice(4, 6)), 1), 12);
  const day = Math.min(Math.max(Number(yyyymmdd.slice(6, 8)), 1), utcDay(year, month, 0).getUTCDate());
  return utcDay(year, month - 1, day).getTime();
}

/** Date.UTC reads a year below 100 as 19xx; setUTCFullYear takes it as written. Day 0 is the month before's last. */
function utcDay(year: number, monthIndex: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, monthIndex, day);
  return date;
}

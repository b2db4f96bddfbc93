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

/** What may stand at each position of an order number, in order. */
const ORDER_NUMBER_POSITIONS: readonly ((character: string) => boolean)[] = [
  ...[...'AUR-'].map((expected) => (character: string) => character === expected),
  ...Array.from({ length: 8 }, () => (character: string) => character >= '0' && character <= '9'),
  (character: string) => character === '-',
  ...Array.from({ length: SUFFIX_LENGTH }, () => (character: string) => ALPHABET.includes(character)),
];

/**
 * Whether some order number starts with `text` (in any case): 'aur-2026' may, 'Babbage' cannot. An admin
 * search that cannot begin an order number skips looking for one.
 */
export function couldStartOrderNumber(text: string): boolean {
  const characters = [...text.toUpperCase()];
  return (
    characters.length <= ORDER_NUMBER_POSITIONS.length &&
    characters.every((character, index) => ORDER_NUMBER_POSITIONS[index]?.(character) ?? false)
  );
}

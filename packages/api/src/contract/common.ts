import { z } from 'zod';
import { hasAtMostTwoDecimals } from './money';

/** Ids are opaque strings to clients; the server stores UUIDs and answers 404 for anything else. */
export const idSchema = z.string().min(1).max(100);

export const idParamsSchema = z.object({ id: idSchema });
export const productIdParamsSchema = z.object({ productId: idSchema });

export const paginationSchema = z.object({
  page: z.number().int().min(1),
  pages: z.number().int().min(0),
  total: z.number().int().min(0),
  hasNext: z.boolean(),
  hasPrev: z.boolean(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** A page number from a query string: absent means 1. */
export const pageQuerySchema = z.coerce.number().int().min(1).max(100_000).default(1);

/** An ISO-8601 timestamp, as every date crosses the API. */
export const isoDateSchema = z.iso.datetime({ offset: true });

/**
 * The years a date sent to the store may fall in (in UTC for a moment, as written for a day). Well-formed dates
 * outside them were failed on deep in the server, with a 500: PostgreSQL has no year 0, the time-zone arithmetic
 * stops before year 1, and past 9999 a timestamp is no longer written as PostgreSQL reads it.
 */
export const STORE_YEARS = { first: 1970, last: 9999 } as const;

/** Whether a date falls before or after the store's years; one that does not parse is its format check's to refuse. */
export function isOutsideStoreYears(date: Date): boolean {
  const year = date.getUTCFullYear();
  return year < STORE_YEARS.first || year > STORE_YEARS.last;
}

/** Trimmed text: a value of spaces only counts as empty. */
export const trimmed = () => z.string().trim();

/** A non-negative amount of dollars with at most 2 decimals, as bodies and answers carry money (money.ts). */
export const dollarsSchema = z
  .number()
  .nonnegative()
  .max(10_000_000)
  .refine(hasAtMostTwoDecimals, { message: 'Must have at most 2 decimals' });

/**
 * An amount a client worked out itself (a tax at 8% of 11.98 is 0.9584; a sum of prices may be
 * 45.980000000000004): any non-negative number, rounded to cents here, so the rule that follows (the one-cent
 * tolerance on an order's totals) judges what the shopper was shown rather than how a float was written.
 */
export const clientDollarsSchema = z
  .number()
  .nonnegative()
  .max(10_000_000)
  .transform((dollars) => Math.round(dollars * 100) / 100);

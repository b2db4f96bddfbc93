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

/** Trimmed text: a value of spaces only counts as empty. */
export const trimmed = () => z.string().trim();

/** A non-negative amount of dollars with at most 2 decimals, as bodies and answers carry money (money.ts). */
export const dollarsSchema = z
  .number()
  .nonnegative()
  .max(10_000_000)
  .refine(hasAtMostTwoDecimals, { message: 'Must have at most 2 decimals' });

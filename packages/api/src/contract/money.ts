import { z } from 'zod';
import { USD_TO_INR } from './constants';

/*
 * Money crosses the API as dollars with at most 2 decimals and lives everywhere else as integer cents,
 * so no sum is ever a float artefact such as 3897.9676000000004.
 */

export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** Exact for any amount with at most 2 decimals; `dollarsSchema` refuses the others before they get here. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

function hasAtMostTwoDecimals(dollars: number): boolean {
  return Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;
}

/** A non-negative amount of dollars with at most 2 decimals, as bodies and answers carry money. */
export const dollarsSchema = z
  .number()
  .nonnegative()
  .max(10_000_000)
  .refine(hasAtMostTwoDecimals, { message: 'Must have at most 2 decimals' });

/** The currencies prices can be shown in (spec section 1); the catalogue itself is priced in dollars. */
export const CURRENCIES = ['USD', 'INR'] as const;
export type Currency = (typeof CURRENCIES)[number];

/**
 * A dollar amount in the currency the shopper chose, unrounded: the formatter rounds once, at the edge
 * (46.82 USD is ₹3,898 on the screen, never 3897.7650000000003).
 */
export function convertFromUsd(dollars: number, currency: Currency): number {
  return currency === 'INR' ? dollars * USD_TO_INR : dollars;
}

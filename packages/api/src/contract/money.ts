import { USD_TO_INR } from './constants';

/*
 * Money crosses the API as dollars with at most 2 decimals and lives everywhere else as integer cents,
 * so no sum is ever a float artefact such as 3897.9676000000004. (The schema of an amount, dollarsSchema,
 * is in common.ts: this module stays free of zod so the screens can price things without it.)
 */

export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** Exact for any amount with at most 2 decimals; `dollarsSchema` refuses the others before they get here. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** Whether an amount is a whole number of cents (the rule `dollarsSchema` applies). */
export function hasAtMostTwoDecimals(dollars: number): boolean {
  return Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;
}

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

/** Whole percent a compare price takes off, 0 when there is no higher compare price. */
export function discountPercentage(priceCents: number, comparePriceCents: number | null): number {
  if (comparePriceCents === null || comparePriceCents <= priceCents || comparePriceCents === 0) return 0;
  return Math.round(((comparePriceCents - priceCents) * 100) / comparePriceCents);
}

/** How each currency the store sells in is written: its locale's grouping and its usual decimals. */
const currencyFormats: Record<string, { locale: string; decimals: number }> = {
  USD: { locale: 'en-US', decimals: 2 },
  // Rupees are shown whole, grouped the Indian way: ₹1,23,456.
  INR: { locale: 'en-IN', decimals: 0 },
};

const fallbackFormat = { locale: 'en-US', decimals: 2 };

/**
 * Rounds half away from zero at `decimals` places through the number's decimal text, so a binary
 * artefact cannot tip it the wrong way (1.005 is 1.00499999... in floating point, yet rounds to 1.01).
 */
export function roundMoney(amount: number, decimals: number): number {
  const magnitude = Math.abs(amount);
  // JavaScript writes a number in exponent form only below 1e-6, which rounds to zero at a currency's
  // decimals, or from 1e21, which has no fraction to round.
  const value = /e/i.test(String(magnitude))
    ? magnitude < 1
      ? 0
      : magnitude
    : Number(`${Math.round(Number(`${magnitude}e${decimals}`))}e-${decimals}`);
  // Zero is never signed: -0.001 shows as $0.00, not -$0.00.
  return amount < 0 && value !== 0 ? -value : value;
}

/**
 * An amount in a currency's major unit (dollars, rupees) as the shopper reads it: "$1,234.50" in USD,
 * "₹1,23,457" in INR. Other ISO codes fall back to en-US with two decimals.
 */
export function formatMoney(amount: number, currency: string): string {
  const code = currency.toUpperCase();
  const { decimals } = currencyFormats[code] ?? fallbackFormat;
  return currencyFormatter(code).format(roundMoney(amount, decimals));
}

/** One formatter per currency: building an Intl.NumberFormat costs far more than using one (a page shows dozens of prices). */
const formatters = new Map<string, Intl.NumberFormat>();

function currencyFormatter(code: string): Intl.NumberFormat {
  let formatter = formatters.get(code);
  if (!formatter) {
    const { locale, decimals } = currencyFormats[code] ?? fallbackFormat;
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: code,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(code, formatter);
  }
  return formatter;
}

/** The whole-number percentage saved against a compare-at price, or null when there is no saving. */
export function discountPercent(amount: number, compareAmount: number): number | null {
  if (!(compareAmount > 0) || !(amount < compareAmount)) return null;
  const percent = Math.round(((compareAmount - amount) / compareAmount) * 100);
  return percent > 0 ? percent : null;
}

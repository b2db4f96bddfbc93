import { type Currency, convertFromUsd } from '@aurora-store/api';
import { formatMoney } from '@aurora-store/ui';

/**
 * A catalogue price (dollars) as the shopper reads it in their chosen currency: '$1,234.50' or '₹1,02,771'.
 * Orders are money already charged in dollars and are always written with `formatMoney(amount, 'USD')`.
 */
export function formatPrice(dollars: number, currency: Currency): string {
  return formatMoney(convertFromUsd(dollars, currency), currency);
}

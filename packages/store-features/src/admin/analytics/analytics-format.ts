import { formatMoney } from '@aurora-store/ui';

/** The analytics screen's money (dollars) and counts, in the store's one locale. */
export const money = (value: number) => formatMoney(value, 'USD');
const countFormat = new Intl.NumberFormat('en-US');
export const count = (value: number) => countFormat.format(value);

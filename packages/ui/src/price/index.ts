export { discountPercent, formatMoney, roundMoney } from './format-money';
export { Price, type PriceProps, priceVariants } from './price';

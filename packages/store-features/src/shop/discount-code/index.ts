export { couponRefusalAtSubmit } from './coupon-failures';
export { DiscountCodeField } from './discount-code-field';
export { discountAmount } from './discount-code-state';
export { useDiscountCode } from './use-discount-code';

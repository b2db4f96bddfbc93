/** Spec section 8, Admin: the coupon screen's messages, word for word. */
export const LOAD_COUPONS_FAILED_MESSAGE = 'Failed to load coupons';
export const SAVE_COUPON_FAILED_MESSAGE = 'Failed to save coupon';
export const DELETE_COUPON_FAILED_MESSAGE = 'Failed to delete coupon';

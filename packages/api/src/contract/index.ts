/*
 * Everything the contract shares. Zod-free: admin-paths, admin-rules, category-label, constants,
 * coupon-mailing-rules, coupon-rules, mail-preferences, media, messages, money, order-summary, page-titles,
 * pagination, paths, picture-sizes, stock; the browser's first visit needs only these, and a module that imports
 * zod must never be needed just for one of their values. The others are the schemas, with the types inferred
 * from them.
 */
export * from './admin-catalogue';
export * from './admin-operations';
export * from './admin-order-tools';
export * from './admin-paths';
export * from './admin-product-tools';
export * from './admin-rules';
export * from './analytics-rankings';
export * from './auth';
export * from './cart';
export * from './catalogue';
export * from './catalogue-page-query';
export * from './category-label';
export * from './common';
export * from './compare';
export * from './constants';
export * from './coupon-mailing';
export * from './coupon-mailing-rules';
export * from './coupon-preview';
export * from './coupon-rules';
export * from './envelope';
export * from './health';
export * from './mail-preferences';
export * from './media';
export * from './media-answer';
export * from './messages';
export * from './money';
export * from './my-reviews';
export * from './no-eval';
export * from './order-summary';
export * from './orders';
export * from './page-frame';
export * from './page-titles';
export * from './pagination';
export * from './paths';
export * from './picture-sizes';
export * from './product';
export * from './product-picture';
export * from './stock';
export * from './unsubscribe';
export * from './user';
export * from './wishlist';

/**
 * `@aurora-store/store-features/admin`: the screens an owner meets. `apps/web` imports this entry only from its
 * lazy admin routes, so no admin code can reach a shopper's first visit (`pnpm arrows` and `pnpm size:web` hold it).
 */
export * from './analytics';
export * from './categories';
export * from './command-palette';
export * from './coupons';
export * from './dashboard';
export * from './layout';
export * from './not-found';
export * from './order-detail';
export * from './orders';
export * from './product-form';
export * from './products';
export * from './users';

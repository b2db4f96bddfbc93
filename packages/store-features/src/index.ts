/**
 * `@aurora-store/store-features`: the screens a shopper meets (`shop/`) and the floor both wings stand on
 * (`common/`). The owner's screens are a separate entry, `@aurora-store/store-features/admin`.
 */
export * from './common/api-client';
export { useDocumentTitle } from './common/hooks/use-document-title';
export * from './common/money';
export * from './common/navigation';
export * from './common/toasts';
export * from './shop/account';
export * from './shop/app-error';
export * from './shop/auth';
export * from './shop/cart';
export * from './shop/checkout';
export * from './shop/comparison';
export * from './shop/home';
export * from './shop/not-found';
export * from './shop/orders';
export * from './shop/product-card';
export * from './shop/product-detail';
export * from './shop/products';
export * from './shop/reviews';
export * from './shop/shell';
export * from './shop/startup-gate';
export * from './shop/unsubscribe';
export * from './shop/wishlist';

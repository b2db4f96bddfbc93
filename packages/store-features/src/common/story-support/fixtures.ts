import {
  adminDashboardResponseSchema,
  cartResponseSchema,
  featuredProductsResponseSchema,
  myOrdersResponseSchema,
  orderResponseSchema,
  productDetailResponseSchema,
  productListResponseSchema,
  searchSuggestionsResponseSchema,
  userResponseSchema,
  wishlistResponseSchema,
} from '@aurora-store/api';
import adminDashboard from './fixtures/admin-dashboard.json';
import cart from './fixtures/cart.json';
import featured from './fixtures/featured.json';
import list from './fixtures/list.json';
import me from './fixtures/me.json';
import myOrders from './fixtures/my-orders.json';
import deliveredOrder from './fixtures/order-delivered.json';
import pendingOrder from './fixtures/order-pending.json';
import product from './fixtures/product.json';
import suggestions from './fixtures/suggestions.json';
import wishlist from './fixtures/wishlist.json';

/*
 * Answers recorded from our own server with the demo seed (signed in as emma.wilson@example.com), parsed
 * through the contract so a fixture that drifts from the API fails here rather than in a story.
 * Product images point at /api/images/products/*.svg, which Storybook serves from story-assets/.
 */
export const answers = {
  featured: featuredProductsResponseSchema.parse(featured),
  productList: productListResponseSchema.parse(list),
  productDetail: productDetailResponseSchema.parse(product),
  suggestions: searchSuggestionsResponseSchema.parse(suggestions),
  me: userResponseSchema.parse(me),
  cart: cartResponseSchema.parse(cart),
  wishlist: wishlistResponseSchema.parse(wishlist),
  myOrders: myOrdersResponseSchema.parse(myOrders),
  deliveredOrder: orderResponseSchema.parse(deliveredOrder),
  pendingOrder: orderResponseSchema.parse(pendingOrder),
};

/** The demo shopper, signed in. */
export const shopper = answers.me.data.user;
/** Twelve products of the catalogue's first page, newest first. */
export const products = answers.productList.data.products;
/** An administrator, for what only admins see (the header's Admin Panel link). */
export const administrator = {
  ...shopper,
  _id: '0b5c7e52-8f0e-4c39-9a0e-3d1a2b4c5d6e',
  firstName: 'Ada',
  lastName: 'Admin',
  email: 'admin@aurora-store.local',
  role: 'admin' as const,
};

/*
 * The administrator's answers, recorded signed in as admin@aurora-store.local on a freshly seeded store:
 * the dashboard's 48 products, 9 users, 46 orders and their paid revenue, its 5 newest orders, 10 low-stock
 * products and 5 best sellers.
 */
export const adminAnswers = {
  dashboard: adminDashboardResponseSchema.parse(adminDashboard),
};

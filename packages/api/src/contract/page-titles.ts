import { categoryLabel } from './category-label';
import { ALL_CATEGORIES } from './constants';

/*
 * Every page's title, one rule for both sides: the server writes it into the HTML it sends (what a search
 * engine, a shared link's preview and the first paint show) and the web app keeps `document.title` on it as
 * the shopper moves between pages, so the tab reads the same either way.
 */

export const STORE_NAME = 'Aurora Store';

/** A page's title as the tab shows it: 'Shopping Cart | Aurora Store'; the store's name alone for none. */
export function pageTitle(name?: string): string {
  return name ? `${name} | ${STORE_NAME}` : STORE_NAME;
}

function adminPageTitle(name: string): string {
  return `${name} | ${STORE_NAME} Admin`;
}

/** The product page's title: the product's name. */
export function productPageTitle(productName: string): string {
  return pageTitle(productName);
}

/** What the catalogue shows, as its title reads it: a search text, a category slug (ALL_CATEGORIES or '' for every one). */
export interface CatalogueTitleQuery {
  search: string;
  category: string;
}

/**
 * The catalogue's title follows its category and search: 'Electronics', 'Search results for “lamp”' as the page says it, both, or
 * 'Products' for the whole catalogue.
 */
export function catalogueTitle({ search, category }: CatalogueTitleQuery): string {
  const inCategory = category !== '' && category !== ALL_CATEGORIES ? categoryLabel(category) : '';
  if (search !== '') {
    return pageTitle(`Search results for “${search}”${inCategory ? ` in ${inCategory}` : ''}`);
  }
  return pageTitle(inCategory || 'Products');
}

/**
 * The title of every page whose title does not depend on what it loads, by path; `undefined` for the catalogue
 * and the product page, which title themselves (catalogueTitle, productPageTitle). A path no page answers is
 * 'Page Not Found', in the shop or the admin.
 */
export function routeTitleOf(pathname: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/admin' || path.startsWith('/admin/')) {
    const match = ADMIN_TITLES.find(([pattern]) => pattern.test(path));
    return adminPageTitle(match?.[1] ?? NOT_FOUND);
  }
  if (path === '/products' || /^\/product\/[^/]+$/.test(path)) return undefined;
  const match = SHOP_TITLES.find(([pattern]) => pattern.test(path));
  return match ? match[1] : pageTitle(NOT_FOUND);
}

const NOT_FOUND = 'Page Not Found';

const SHOP_TITLES: readonly (readonly [RegExp, string])[] = [
  [/^\/$/, pageTitle()],
  [/^\/cart$/, pageTitle('Shopping Cart')],
  [/^\/checkout$/, pageTitle('Checkout')],
  [/^\/profile$/, pageTitle('My Account')],
  [/^\/login$/, pageTitle('Login')],
  [/^\/register$/, pageTitle('Create Account')],
  [/^\/forgot-password$/, pageTitle('Forgot Password')],
  [/^\/reset-password$/, pageTitle('Reset Password')],
  [/^\/orders$/, pageTitle('My Orders')],
  [/^\/order-confirmation(\/[^/]+)?$/, pageTitle('Order Confirmed')],
  [/^\/order\/[^/]+$/, pageTitle('Order Details')],
  [/^\/wishlist$/, pageTitle('My Wishlist')],
  [/^\/comparison$/, pageTitle('Product Comparison')],
];

const ADMIN_TITLES: readonly (readonly [RegExp, string])[] = [
  [/^\/admin$/, 'Dashboard'],
  [/^\/admin\/products$/, 'Products'],
  [/^\/admin\/products\/create$/, 'Add Product'],
  [/^\/admin\/products\/[^/]+\/edit$/, 'Edit Product'],
  [/^\/admin\/orders$/, 'Order Management'],
  [/^\/admin\/orders\/[^/]+$/, 'Order Details'],
  [/^\/admin\/users$/, 'Users'],
  [/^\/admin\/categories$/, 'Categories'],
  [/^\/admin\/coupons$/, 'Coupons'],
  [/^\/admin\/analytics$/, 'Analytics'],
];

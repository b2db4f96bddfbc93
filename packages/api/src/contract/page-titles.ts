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
  const path = withoutTrailingSlash(pathname);
  if (isAdminPath(path)) return adminPageTitle(adminTitleOf(path) ?? NOT_FOUND);
  if (titlesItself(path)) return undefined;
  return shopTitleOf(path) ?? pageTitle(NOT_FOUND);
}

/**
 * Whether a page of the store answers `pathname` (what it then shows may still be "not found": a product no
 * shopper can see). A path no page answers is sent with status 404, so a search engine drops it rather than
 * indexing the store's "Page Not Found" screen as a page.
 */
export function isPagePath(pathname: string): boolean {
  const path = withoutTrailingSlash(pathname);
  if (isAdminPath(path)) return adminTitleOf(path) !== undefined;
  return titlesItself(path) || shopTitleOf(path) !== undefined;
}

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

function isAdminPath(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/');
}

/** The catalogue and the product page, whose titles follow what they load. */
function titlesItself(path: string): boolean {
  return path === '/products' || /^\/product\/[^/]+$/.test(path);
}

function adminTitleOf(path: string): string | undefined {
  return ADMIN_TITLES.find(([pattern]) => pattern.test(path))?.[1];
}

function shopTitleOf(path: string): string | undefined {
  return SHOP_TITLES.find(([pattern]) => pattern.test(path))?.[1];
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
  [/^\/unsubscribe$/, pageTitle('Unsubscribe')],
  [/^\/verify-email$/, pageTitle('Verify Email')],
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

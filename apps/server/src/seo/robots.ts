/**
 * Pages of one shopper or of the admin, which a search engine has no business fetching: the admin, the cart,
 * checkout, and the account's pages (signing in, orders, wishlist, comparison). The API too, except the
 * product pictures, which image search may show.
 */
const PRIVATE_PATHS = [
  '/admin',
  '/cart',
  '/checkout',
  '/profile',
  '/orders',
  '/order/',
  '/order-confirmation',
  '/wishlist',
  '/comparison',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/unsubscribe',
  '/api/',
];

/** `/robots.txt`: the private pages disallowed for every crawler, and where the sitemap is. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /api/images/',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

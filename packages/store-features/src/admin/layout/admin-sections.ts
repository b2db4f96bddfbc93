/** The admin area's sections, in the sidebar's order (spec section 2, route table). */
export const adminSections = [
  { href: '/admin', label: 'Dashboard', icon: 'dashboard' },
  { href: '/admin/products', label: 'Products', icon: 'products' },
  { href: '/admin/orders', label: 'Orders', icon: 'orders' },
  { href: '/admin/users', label: 'Users', icon: 'users' },
  { href: '/admin/categories', label: 'Categories', icon: 'categories' },
  { href: '/admin/coupons', label: 'Coupons', icon: 'coupons' },
  { href: '/admin/analytics', label: 'Analytics', icon: 'analytics' },
] as const;

export type AdminSection = (typeof adminSections)[number];

const DASHBOARD_HREF = '/admin';

function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * The section a path belongs to: the dashboard only at /admin itself, any other section at its own path and
 * below it (/admin/products/create is Products). A path outside the admin area belongs to none.
 */
export function currentAdminSection(path: string): AdminSection | undefined {
  const [pathname = ''] = path.split(/[?#]/);
  const current = withoutTrailingSlash(pathname);
  if (current === DASHBOARD_HREF) return adminSections[0];
  return adminSections.find(
    (section) =>
      section.href !== DASHBOARD_HREF && (current === section.href || current.startsWith(`${section.href}/`)),
  );
}

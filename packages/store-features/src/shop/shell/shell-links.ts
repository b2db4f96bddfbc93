/** Where the header's and footer's links go: routes of spec section 2. */
export const mainNavLinks = [
  { href: '/', label: 'Home' },
  { href: '/products', label: 'Products' },
] as const;

export const ADMIN_PANEL_LINK = { href: '/admin', label: 'Admin Panel' } as const;

export const accountLinks = [
  { href: '/profile', label: 'Profile' },
  { href: '/orders', label: 'My Orders' },
] as const;

export const signedOutLinks = [
  { href: '/login', label: 'Login' },
  { href: '/register', label: 'Sign Up' },
] as const;

export const footerQuickLinks = [
  { href: '/', label: 'Home' },
  { href: '/products', label: 'Products' },
  { href: '/cart', label: 'Cart' },
  { href: '/wishlist', label: 'Wishlist' },
  { href: '/comparison', label: 'Comparison' },
  { href: '/orders', label: 'My Orders' },
] as const;

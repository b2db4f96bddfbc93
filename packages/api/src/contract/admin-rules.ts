import type { CouponStatus } from './constants';

/*
 * The administrator's shared rules, so a form can check exactly what the server will. Free of zod: the
 * schemas in admin-catalogue.ts apply these, and a screen may too without downloading them.
 */

export function isHttpUrl(text: string): boolean {
  try {
    const { protocol } = new URL(text);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** An http(s) URL, or a path on this site such as the seeded `/api/images/products/…svg` (never `//host`). */
export function isProductImageUrl(url: string): boolean {
  return /^\/(?![/\\])\S*$/.test(url) || isHttpUrl(url);
}

/** The category's slug from its name: 'Home & Garden' gives 'home-garden'; '' when nothing is left. */
export function categorySlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export interface CouponStatusFacts {
  isActive: boolean;
  validFrom: Date | string;
  validUntil: Date | string;
  usageLimit: number | null;
  usedCount: number;
}

/** THE coupon status rule, the first that holds: Inactive, Scheduled, Expired, Used Up, else Active. */
export function couponStatus(coupon: CouponStatusFacts, now: Date): CouponStatus {
  if (!coupon.isActive) return 'Inactive';
  if (now.getTime() < new Date(coupon.validFrom).getTime()) return 'Scheduled';
  if (now.getTime() > new Date(coupon.validUntil).getTime()) return 'Expired';
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) return 'Used Up';
  return 'Active';
}

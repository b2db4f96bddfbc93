import { describe, expect, it } from 'vitest';
import { adminCouponBodySchema, adminProductBodySchema } from './admin-catalogue';
import { type CouponStatusFacts, categorySlug, couponStatus, isProductImageUrl } from './admin-rules';

describe('couponStatus', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const live: CouponStatusFacts = {
    isActive: true,
    validFrom: '2026-03-01T00:00:00Z',
    validUntil: '2026-03-31T00:00:00Z',
    usageLimit: 100,
    usedCount: 3,
  };

  it('is Active for an active coupon inside its period with uses left', () => {
    expect(couponStatus(live, now)).toBe('Active');
    expect(couponStatus({ ...live, usageLimit: null, usedCount: 10_000 }, now)).toBe('Active');
  });

  it('is Inactive when switched off, whatever else holds', () => {
    expect(couponStatus({ ...live, isActive: false }, now)).toBe('Inactive');
    expect(couponStatus({ ...live, isActive: false, validFrom: '2027-01-01T00:00:00Z' }, now)).toBe(
      'Inactive',
    );
  });

  it('is Scheduled before its period starts', () => {
    expect(couponStatus({ ...live, validFrom: '2026-03-10T12:00:01Z' }, now)).toBe('Scheduled');
  });

  it('is Expired after its period ends', () => {
    expect(couponStatus({ ...live, validUntil: '2026-03-10T11:59:59Z' }, now)).toBe('Expired');
  });

  it('is Used Up when the uses reach the limit', () => {
    expect(couponStatus({ ...live, usageLimit: 3 }, now)).toBe('Used Up');
    expect(couponStatus({ ...live, usageLimit: 2 }, now)).toBe('Used Up');
  });

  it('counts the first and the last instant of the period as inside it', () => {
    expect(couponStatus({ ...live, validFrom: now }, now)).toBe('Active');
    expect(couponStatus({ ...live, validUntil: now }, now)).toBe('Active');
  });
});

describe('categorySlug', () => {
  it('makes a URL-safe slug of the name', () => {
    expect(categorySlug('Electronics')).toBe('electronics');
    expect(categorySlug('  Home & Garden ')).toBe('home-garden');
    expect(categorySlug('Café Décor')).toBe('cafe-decor');
    expect(categorySlug('★★')).toBe('');
  });
});

describe('isProductImageUrl', () => {
  it('takes http(s) URLs and paths on this site, nothing else', () => {
    expect(isProductImageUrl('https://cdn.example.com/a.png')).toBe(true);
    expect(isProductImageUrl('http://cdn.example.com/a.png')).toBe(true);
    expect(isProductImageUrl('/api/images/products/el-son-001-1.svg')).toBe(true);
    expect(isProductImageUrl('//evil.example.com/a.png')).toBe(false);
    expect(isProductImageUrl('/\\evil.example.com')).toBe(false);
    expect(isProductImageUrl('javascript:alert(1)')).toBe(false);
    expect(isProductImageUrl('data:image/png;base64,AAAA')).toBe(false);
    expect(isProductImageUrl('images/a.png')).toBe(false);
  });
});

describe('adminProductBodySchema', () => {
  const form = {
    name: ' Lamp ',
    sku: 'HO-1',
    brand: 'Lumen',
    category: 'home',
    subcategory: 'lighting',
    description: 'A lamp.',
    price: 19.99,
    stock: 3,
  };

  it('fills the defaults and drops blank rows', () => {
    const fields = adminProductBodySchema.parse({
      ...form,
      images: [
        { url: ' /api/images/a.svg ', alt: 'Lamp' },
        { url: '', alt: 'left blank' },
      ],
      features: ['Dimmable', '  ', ''],
      tags: ['', 'lamp'],
      specifications: { ' Height ': ' 40 cm ' },
    });
    expect(fields).toMatchObject({
      name: 'Lamp',
      comparePrice: null,
      lowStockThreshold: 10,
      isActive: true,
      isFeatured: false,
      images: [{ url: '/api/images/a.svg', alt: 'Lamp' }],
      features: ['Dimmable'],
      tags: ['lamp'],
      specifications: { Height: '40 cm' },
    });
  });

  it('refuses a third decimal, a fractional stock and a blank specification name, naming each field', () => {
    const result = adminProductBodySchema.safeParse({
      ...form,
      price: 1.234,
      stock: 1.5,
      specifications: { ' ': 'x' },
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'price',
      'specifications',
      'stock',
    ]);
  });
});

describe('adminCouponBodySchema', () => {
  const coupon = {
    code: ' spring10 ',
    value: 10,
    validFrom: '2026-03-01T00:00:00Z',
    validUntil: '2026-04-01T00:00:00Z',
  };

  it('stores the code upper-case and fills the defaults of the form', () => {
    expect(adminCouponBodySchema.parse(coupon)).toEqual({
      code: 'SPRING10',
      description: '',
      type: 'percentage',
      value: 10,
      minimumAmount: 0,
      maximumDiscount: null,
      usageLimit: null,
      userLimit: 1,
      validFrom: '2026-03-01T00:00:00Z',
      validUntil: '2026-04-01T00:00:00Z',
      isActive: true,
    });
  });

  it.each([
    [{ value: 100.5 }, 'value'],
    [{ value: 101 }, 'value'],
    [{ type: 'fixed', value: 5.555 }, 'value'],
    [{ validUntil: '2026-03-01T00:00:00Z' }, 'validUntil'],
  ])('refuses %o on %s', (change, field) => {
    const result = adminCouponBodySchema.safeParse({ ...coupon, ...change });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([field]);
  });

  it('takes a fixed amount in cents-exact dollars', () => {
    expect(adminCouponBodySchema.parse({ ...coupon, type: 'fixed', value: 25.5 }).value).toBe(25.5);
  });
});

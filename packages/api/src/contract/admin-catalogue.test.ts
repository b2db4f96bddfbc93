import { describe, expect, it } from 'vitest';
import {
  adminCouponBodySchema,
  adminCouponBodySchemaReading,
  adminProductBodySchema,
} from './admin-catalogue';
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

  it('refuses specification names that differ only by spaces or case, on the repeated name', () => {
    const result = adminProductBodySchema.safeParse({
      ...form,
      specifications: { Color: 'Red', ' color ': 'Blue', Height: '40 cm', HEIGHT: '41 cm', Width: '9 cm' },
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['specifications. color ', 'Specification names must be different'],
      ['specifications.HEIGHT', 'Specification names must be different'],
    ]);
  });

  it.each([
    ['text', 'abc'],
    ['a number written as text', '12'],
    ['true', true],
  ])('answers a price sent as %s with "must be a number"', (_case, price) => {
    const result = adminProductBodySchema.safeParse({ ...form, price, comparePrice: price });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['price', 'Price must be a number'],
      ['comparePrice', 'Compare price must be a number'],
    ]);
  });

  it.each([
    ['missing', undefined],
    ['null', null],
    ['empty', ''],
    ['spaces', '  '],
  ])('answers a price that is %s with "is required"', (_case, price) => {
    const result = adminProductBodySchema.safeParse({ ...form, price });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['price', 'Price is required'],
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

  describe('dates without a zone, as an HTML date-time field sends them', () => {
    it('reads them as UTC by default, with or without seconds, and answers them with a zone', () => {
      const parsed = adminCouponBodySchema.parse({
        ...coupon,
        validFrom: '2026-11-01T00:00',
        validUntil: '2026-11-30T23:59:30',
      });
      expect(parsed).toMatchObject({
        validFrom: '2026-11-01T00:00:00.000Z',
        validUntil: '2026-11-30T23:59:30.000Z',
      });
    });

    it("reads them with the reader it is given (the server's store time zone)", () => {
      const readInPlusTwo = (wallTime: string) => new Date(`${wallTime}+02:00`);
      const schema = adminCouponBodySchemaReading(readInPlusTwo);
      expect(
        schema.parse({ ...coupon, validFrom: '2026-03-01T00:00', validUntil: '2026-04-01T08:30' }),
      ).toMatchObject({ validFrom: '2026-02-28T22:00:00.000Z', validUntil: '2026-04-01T06:30:00.000Z' });
    });

    it('keeps a date with a zone as it was sent', () => {
      const schema = adminCouponBodySchemaReading(() => {
        throw new Error('a date with a zone needs no reader');
      });
      expect(
        schema.parse({
          ...coupon,
          validFrom: '2026-03-01T00:00:00-05:00',
          validUntil: '2026-04-01T00:00:00Z',
        }),
      ).toMatchObject({ validFrom: '2026-03-01T00:00:00-05:00', validUntil: '2026-04-01T00:00:00Z' });
    });

    it.each([
      ['the same minute', '2026-11-01T00:00', '2026-11-01T00:00:00'],
      ['an earlier time', '2026-11-01T10:00', '2026-11-01T09:59'],
      ['an earlier instant given with a zone', '2026-11-01T10:00', '2026-11-01T09:00:00Z'],
    ])('refuses a validUntil at %s', (_case, validFrom, validUntil) => {
      const result = adminCouponBodySchema.safeParse({ ...coupon, validFrom, validUntil });
      expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['validUntil', 'Valid until must be after valid from'],
      ]);
    });

    it('refuses a body that is not an object without comparing its dates', () => {
      expect(adminCouponBodySchema.safeParse(null).success).toBe(false);
      expect(adminCouponBodySchema.safeParse('2026-11-01T00:00').success).toBe(false);
    });

    it.each([
      '2026-11-01',
      '2026-11-01 00:00',
      '2026-11-01T24:00',
      '2026-02-30T10:00',
      '2026-11-01T00:00+02',
    ])('refuses %s as not a date and time', (validFrom) => {
      const result = adminCouponBodySchema.safeParse({ ...coupon, validFrom });
      expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['validFrom', 'Valid from must be a date and time'],
      ]);
    });

    it.each([
      ['validFrom', '0000-01-01T00:00:00Z', 'Valid from must be between 1970 and 9999'],
      ['validFrom', '0001-01-01T00:00', 'Valid from must be between 1970 and 9999'],
      ['validFrom', '1969-12-31T23:59:59Z', 'Valid from must be between 1970 and 9999'],
      // In UTC the day after the last one the store takes.
      ['validUntil', '9999-12-31T23:59:59-14:00', 'Valid until must be between 1970 and 9999'],
    ])('refuses a %s of %s, one the database cannot keep', (field, date, message) => {
      const result = adminCouponBodySchema.safeParse({ ...coupon, [field]: date });
      expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        [field, message],
      ]);
    });

    it('takes the first and the last moment of the store years', () => {
      expect(
        adminCouponBodySchema.safeParse({
          ...coupon,
          validFrom: '1970-01-01T00:00:00Z',
          validUntil: '9999-12-31T23:59:59Z',
        }).success,
      ).toBe(true);
    });
  });
});

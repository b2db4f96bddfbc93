import { adminCouponBodySchema, type Coupon } from '@aurora-store/api';
import { CalendarDateTime } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import {
  type CouponFormValues,
  checkCouponForm,
  couponBodyDraft,
  couponFieldErrors,
  couponFormErrors,
  couponFormValues,
  errorsAfterChange,
  NEW_COUPON_FORM,
} from './coupon-form';

const timeZone = 'America/New_York';
const valid: CouponFormValues = {
  ...NEW_COUPON_FORM,
  code: ' spring10 ',
  value: 10,
  validFrom: new CalendarDateTime(2026, 11, 1, 0, 0),
  validUntil: new CalendarDateTime(2026, 11, 30, 23, 59),
};

describe('NEW_COUPON_FORM', () => {
  it("holds spec section 5's defaults: percentage, one use per shopper, active", () => {
    expect(NEW_COUPON_FORM).toMatchObject({ type: 'percentage', userLimit: 1, isActive: true, code: '' });
  });
});

describe('checkCouponForm', () => {
  it('sends the code upper-case, empty limits as the spec says, and dates with their offset', () => {
    expect(checkCouponForm(valid, timeZone)).toEqual({
      ok: true,
      body: {
        code: 'SPRING10',
        description: '',
        type: 'percentage',
        value: 10,
        minimumAmount: 0,
        maximumDiscount: null,
        usageLimit: null,
        userLimit: 1,
        // New York changes its clocks on 1 November: summer time at the start, standard time at the end.
        validFrom: '2026-11-01T00:00:00-04:00',
        validUntil: '2026-11-30T23:59:00-05:00',
        isActive: true,
      },
    });
  });

  it('sends filled limits as numbers', () => {
    const fixedWithLimits = {
      type: 'fixed',
      value: 7.5,
      minimumAmount: 50,
      maximumDiscount: 20,
      usageLimit: 100,
      userLimit: 2,
    } as const;
    expect(checkCouponForm({ ...valid, ...fixedWithLimits }, timeZone)).toMatchObject({
      ok: true,
      body: fixedWithLimits,
    });
  });

  it('is refused with the reasons when a rule is broken', () => {
    expect(checkCouponForm(NEW_COUPON_FORM, timeZone)).toEqual({
      ok: false,
      errors: {
        code: 'Coupon code is required',
        value: 'Value is required',
        validFrom: 'Valid from must be a date and time',
        validUntil: 'Valid until must be a date and time',
      },
    });
  });
});

/** One broken rule of spec section 5 per case, and the message it shows on its field. */
const brokenRules: [string, Partial<CouponFormValues>, keyof CouponFormValues, string][] = [
  ['code required', { code: '  ' }, 'code', 'Coupon code is required'],
  ['code too long', { code: 'A'.repeat(51) }, 'code', 'Coupon code must be at most 50 characters'],
  [
    'description too long',
    { description: 'x'.repeat(501) },
    'description',
    'Description must be at most 500 characters',
  ],
  ['value required', { value: Number.NaN }, 'value', 'Value is required'],
  ['value below 0', { value: -1 }, 'value', 'Value must be at least 0'],
  ['percentage step 1', { value: 12.5 }, 'value', 'A percentage must be a whole number from 0 to 100'],
  ['percentage max 100', { value: 101 }, 'value', 'A percentage must be a whole number from 0 to 100'],
  ['fixed step 0.01', { type: 'fixed', value: 5.555 }, 'value', 'An amount must have at most 2 decimals'],
  ['minimum amount below 0', { minimumAmount: -1 }, 'minimumAmount', 'Minimum amount must be at least 0'],
  ['minimum amount step 0.01', { minimumAmount: 1.234 }, 'minimumAmount', 'Must have at most 2 decimals'],
  [
    'maximum discount below 0',
    { maximumDiscount: -5 },
    'maximumDiscount',
    'Maximum discount must be at least 0',
  ],
  [
    'maximum discount step 0.01',
    { maximumDiscount: 1.234 },
    'maximumDiscount',
    'Must have at most 2 decimals',
  ],
  ['usage limit min 1', { usageLimit: 0 }, 'usageLimit', 'Usage limit must be at least 1'],
  ['usage limit whole', { usageLimit: 1.5 }, 'usageLimit', 'Usage limit must be a whole number'],
  ['per-user limit min 1', { userLimit: 0 }, 'userLimit', 'Per-user limit must be at least 1'],
  ['per-user limit whole', { userLimit: 2.5 }, 'userLimit', 'Per-user limit must be a whole number'],
  ['valid from required', { validFrom: null }, 'validFrom', 'Valid from must be a date and time'],
  ['valid until required', { validUntil: null }, 'validUntil', 'Valid until must be a date and time'],
  [
    'valid until after valid from',
    { validUntil: new CalendarDateTime(2026, 11, 1, 0, 0) },
    'validUntil',
    'Valid until must be after valid from',
  ],
];

describe('couponFormErrors', () => {
  it.each(brokenRules)('%s', (_rule, change, field, message) => {
    expect(couponFormErrors({ ...valid, ...change }, timeZone)).toEqual({ [field]: message });
  });

  it('asks for the per-user limit, which the form always sends', () => {
    expect(couponFormErrors({ ...valid, userLimit: Number.NaN }, timeZone)).toEqual({
      userLimit: 'Per-user limit is required',
    });
  });

  it('takes 0 and empty optional limits', () => {
    expect(couponFormErrors({ ...valid, value: 0, minimumAmount: 0, maximumDiscount: 0 }, timeZone)).toEqual(
      {},
    );
    expect(couponFormErrors({ ...valid, type: 'fixed', value: 0.01 }, timeZone)).toEqual({});
  });

  it('compares the dates as instants: 1:59 summer time is before 2:00 standard time', () => {
    const acrossTheChange = {
      ...valid,
      validFrom: new CalendarDateTime(2026, 11, 1, 1, 59),
      validUntil: new CalendarDateTime(2026, 11, 1, 2, 0),
    };
    expect(couponFormErrors(acrossTheChange, timeZone)).toEqual({});
  });
});

describe('the form and the server refuse alike', () => {
  it.each(brokenRules)('%s, in the same words', (_rule, change, field, message) => {
    const result = adminCouponBodySchema.safeParse(couponBodyDraft({ ...valid, ...change }, timeZone));
    const serverMessages = (result.error?.issues ?? [])
      .filter((issue) => issue.path[0] === field)
      .map((issue) => issue.message);
    expect(serverMessages).toContain(message);
  });
});

describe('couponFormValues', () => {
  const coupon: Coupon = {
    _id: 'c-1',
    code: 'WELCOME5',
    description: 'Five off',
    type: 'fixed',
    value: 5,
    minimumAmount: 0,
    maximumDiscount: null,
    usageLimit: null,
    usedCount: 0,
    userLimit: 1,
    validFrom: '2026-11-01T04:00:00.000Z',
    validUntil: '2026-12-01T05:00:00.000Z',
    isActive: false,
    status: 'Inactive',
  };

  it("fills the form from a coupon, its dates on the admin's clock and no limit as an empty field", () => {
    const values = couponFormValues(coupon, timeZone);
    expect(values).toMatchObject({ code: 'WELCOME5', type: 'fixed', value: 5, isActive: false });
    expect(values.maximumDiscount).toBeNaN();
    expect(values.usageLimit).toBeNaN();
    expect(values.validFrom?.toString()).toBe('2026-11-01T00:00:00');
    expect(values.validUntil?.toString()).toBe('2026-12-01T00:00:00');
  });

  it('sends an untouched coupon back as it was', () => {
    const check = checkCouponForm(couponFormValues(coupon, timeZone), timeZone);
    if (!check.ok) throw new Error('an existing coupon should pass');
    expect(new Date(check.body.validFrom).toISOString()).toBe(coupon.validFrom);
    expect(new Date(check.body.validUntil).toISOString()).toBe(coupon.validUntil);
    expect(check.body).toMatchObject({ maximumDiscount: null, usageLimit: null, minimumAmount: 0 });
  });
});

describe('couponFieldErrors', () => {
  it("keeps the server's errors that belong to a field of the form", () => {
    expect(
      couponFieldErrors({ code: 'A coupon with this code already exists', body: 'Validation failed' }),
    ).toEqual({ code: 'A coupon with this code already exists' });
  });
});

describe('errorsAfterChange', () => {
  const PERCENTAGE_ERROR = 'A percentage must be a whole number from 0 to 100';
  const tooMuch: CouponFormValues = { ...valid, value: 150 };

  it("takes the value's error away when the new type accepts the value", () => {
    const after: CouponFormValues = { ...tooMuch, type: 'fixed' };
    expect(
      errorsAfterChange({ value: PERCENTAGE_ERROR }, { field: 'type', before: tooMuch, after }, timeZone),
    ).toEqual({});
  });

  it("gives the value the new type's reason when the new type refuses it too", () => {
    const cents: CouponFormValues = { ...valid, type: 'fixed', value: 5.555 };
    const after: CouponFormValues = { ...cents, type: 'percentage' };
    const shown = { value: 'An amount must have at most 2 decimals' };
    expect(errorsAfterChange(shown, { field: 'type', before: cents, after }, timeZone)).toEqual({
      value: PERCENTAGE_ERROR,
    });
  });

  it('clears the edited field and re-reads the end when the start moves before it', () => {
    const backwards: CouponFormValues = { ...valid, validFrom: new CalendarDateTime(2026, 12, 1, 0, 0) };
    const after: CouponFormValues = { ...backwards, validFrom: new CalendarDateTime(2026, 10, 1, 0, 0) };
    const shown = { validUntil: 'Valid until must be after valid from', code: 'Coupon code is required' };
    expect(errorsAfterChange(shown, { field: 'validFrom', before: backwards, after }, timeZone)).toEqual({
      code: 'Coupon code is required',
    });
    expect(
      errorsAfterChange(shown, { field: 'code', before: backwards, after: backwards }, timeZone),
    ).toEqual({
      validUntil: 'Valid until must be after valid from',
    });
  });

  it("keeps a server's error its field's rules cannot see, and shows no new error before a submit", () => {
    const after: CouponFormValues = { ...tooMuch, description: 'Half off and more' };
    const shown = { code: 'A coupon with this code already exists' };
    expect(errorsAfterChange(shown, { field: 'description', before: tooMuch, after }, timeZone)).toEqual(
      shown,
    );
  });
});

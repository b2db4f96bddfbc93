import {
  type AdminCouponBody,
  COUPON_DEFAULT_USER_LIMIT,
  COUPON_PERCENTAGE_MAX,
  type Coupon,
  type CouponType,
  hasAtMostTwoDecimals,
} from '@aurora-store/api';
import type { CalendarDateTime } from '@internationalized/date';
import { isoWithOffset, wallTimeOf } from './coupon-wall-time';

/** The coupon modal's fields (spec section 5 "Coupons"). A number field holds NaN while it is empty. */
export interface CouponFormValues {
  code: string;
  description: string;
  type: CouponType;
  value: number;
  minimumAmount: number;
  maximumDiscount: number;
  usageLimit: number;
  userLimit: number;
  /** On the admin's own wall clock; null until every part of the date and time is filled in. */
  validFrom: CalendarDateTime | null;
  validUntil: CalendarDateTime | null;
  isActive: boolean;
}

export type CouponField = keyof CouponFormValues;
export type CouponFormErrors = Partial<Record<CouponField, string>>;

/** The fields in the order the form shows them, so the first one in error can take the focus. */
export const COUPON_FIELDS = [
  'code',
  'description',
  'type',
  'value',
  'minimumAmount',
  'maximumDiscount',
  'usageLimit',
  'userLimit',
  'validFrom',
  'validUntil',
  'isActive',
] as const satisfies readonly CouponField[];

/*
 * Limits the server holds too (adminCouponBodySchema); the messages are the server's own words, word for word,
 * so a refusal reads the same whichever end caught it (coupon-form.test.ts compares the two).
 */
const CODE_MAX_LENGTH = 50;
const DESCRIPTION_MAX_LENGTH = 500;
const TWO_DECIMALS_MESSAGE = 'Must have at most 2 decimals';

/** Spec section 5: percentage by default, one use per shopper, active. */
export const NEW_COUPON_FORM: CouponFormValues = {
  code: '',
  description: '',
  type: 'percentage',
  value: Number.NaN,
  minimumAmount: Number.NaN,
  maximumDiscount: Number.NaN,
  usageLimit: Number.NaN,
  userLimit: COUPON_DEFAULT_USER_LIMIT,
  validFrom: null,
  validUntil: null,
  isActive: true,
};

/** An existing coupon in the form, its dates on the admin's clock (`timeZone`). */
export function couponFormValues(coupon: Coupon, timeZone: string): CouponFormValues {
  return {
    code: coupon.code,
    description: coupon.description,
    type: coupon.type,
    value: coupon.value,
    minimumAmount: coupon.minimumAmount,
    maximumDiscount: coupon.maximumDiscount ?? Number.NaN,
    usageLimit: coupon.usageLimit ?? Number.NaN,
    userLimit: coupon.userLimit,
    validFrom: wallTimeOf(coupon.validFrom, timeZone),
    validUntil: wallTimeOf(coupon.validUntil, timeZone),
    isActive: coupon.isActive,
  };
}

const filled = (value: number): number | undefined => (Number.isNaN(value) ? undefined : value);

/** What the form would send, checked or not: empty numbers as the spec sends them, dates with their offset. */
export interface CouponBodyDraft extends Omit<AdminCouponBody, 'value' | 'validFrom' | 'validUntil'> {
  value: number | undefined;
  validFrom: string | undefined;
  validUntil: string | undefined;
}

export function couponBodyDraft(values: CouponFormValues, timeZone: string): CouponBodyDraft {
  return {
    code: values.code.trim().toUpperCase(),
    description: values.description.trim(),
    type: values.type,
    value: filled(values.value),
    // Spec section 5: sent as 0 when empty; the other two as null.
    minimumAmount: filled(values.minimumAmount) ?? 0,
    maximumDiscount: filled(values.maximumDiscount) ?? null,
    usageLimit: filled(values.usageLimit) ?? null,
    userLimit: filled(values.userLimit),
    validFrom: values.validFrom ? isoWithOffset(values.validFrom, timeZone) : undefined,
    validUntil: values.validUntil ? isoWithOffset(values.validUntil, timeZone) : undefined,
    isActive: values.isActive,
  };
}

function valueError(type: CouponType, value: number): string | undefined {
  if (Number.isNaN(value)) return 'Value is required';
  if (value < 0) return 'Value must be at least 0';
  if (type === 'percentage' && !(Number.isInteger(value) && value <= COUPON_PERCENTAGE_MAX)) {
    return `A percentage must be a whole number from 0 to ${COUPON_PERCENTAGE_MAX}`;
  }
  if (type === 'fixed' && !hasAtMostTwoDecimals(value)) return 'An amount must have at most 2 decimals';
  return undefined;
}

/** An optional amount of dollars: empty is fine. */
function amountError(label: string, amount: number): string | undefined {
  if (Number.isNaN(amount)) return undefined;
  if (amount < 0) return `${label} must be at least 0`;
  if (!hasAtMostTwoDecimals(amount)) return TWO_DECIMALS_MESSAGE;
  return undefined;
}

function countError(label: string, count: number, isRequired: boolean): string | undefined {
  if (Number.isNaN(count)) return isRequired ? `${label} is required` : undefined;
  if (!Number.isInteger(count)) return `${label} must be a whole number`;
  if (count < 1) return `${label} must be at least 1`;
  return undefined;
}

/** Both dates are needed, the end after the start, compared as instants (the clocks may change between). */
function dateErrors({ validFrom, validUntil }: CouponBodyDraft): CouponFormErrors {
  const errors: CouponFormErrors = {};
  if (!validFrom) errors.validFrom = 'Valid from must be a date and time';
  if (!validUntil) errors.validUntil = 'Valid until must be a date and time';
  else if (validFrom && new Date(validUntil).getTime() <= new Date(validFrom).getTime()) {
    errors.validUntil = 'Valid until must be after valid from';
  }
  return errors;
}

/** Every rule of spec section 5 that the form breaks, by field; empty when it may be sent. */
export function couponFormErrors(values: CouponFormValues, timeZone: string): CouponFormErrors {
  const draft = couponBodyDraft(values, timeZone);
  const errors: CouponFormErrors = {
    code:
      draft.code === ''
        ? 'Coupon code is required'
        : draft.code.length > CODE_MAX_LENGTH
          ? `Coupon code must be at most ${CODE_MAX_LENGTH} characters`
          : undefined,
    description:
      (draft.description ?? '').length > DESCRIPTION_MAX_LENGTH
        ? `Description must be at most ${DESCRIPTION_MAX_LENGTH} characters`
        : undefined,
    value: valueError(values.type, values.value),
    minimumAmount: amountError('Minimum amount', values.minimumAmount),
    maximumDiscount: amountError('Maximum discount', values.maximumDiscount),
    usageLimit: countError('Usage limit', values.usageLimit, false),
    userLimit: countError('Per-user limit', values.userLimit, true),
    ...dateErrors(draft),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined));
}

/** One field's edit: the form before it and after it. */
export interface CouponFormChange {
  field: CouponField;
  before: CouponFormValues;
  after: CouponFormValues;
}

/**
 * The errors still true after an edit. The edited field's own goes, as the admin is mending it. Another
 * field's stays unless the edit changed that field's verdict (a rule reads both, as the value's reads the
 * type): then it shows the new verdict, or none. No field gains an error before the next submit, and a
 * server's error, which the form's rules cannot see, stays until its own field is edited.
 */
export function errorsAfterChange(
  shown: CouponFormErrors,
  { field, before, after }: CouponFormChange,
  timeZone: string,
): CouponFormErrors {
  const was = couponFormErrors(before, timeZone);
  const is = couponFormErrors(after, timeZone);
  return Object.fromEntries(
    COUPON_FIELDS.flatMap((name) => {
      const message = shown[name];
      if (message === undefined || name === field) return [];
      const verdict = was[name] === is[name] ? message : is[name];
      return verdict === undefined ? [] : [[name, verdict]];
    }),
  );
}

export type CouponFormCheck = { ok: true; body: AdminCouponBody } | { ok: false; errors: CouponFormErrors };

/** The body to send, or why not. */
export function checkCouponForm(values: CouponFormValues, timeZone: string): CouponFormCheck {
  const errors = couponFormErrors(values, timeZone);
  const { value, validFrom, validUntil, ...draft } = couponBodyDraft(values, timeZone);
  if (Object.keys(errors).length > 0 || value === undefined || !validFrom || !validUntil) {
    return { ok: false, errors };
  }
  return { ok: true, body: { ...draft, value, validFrom, validUntil } };
}

/** The server's field errors that belong to one of the form's fields (others stay in the toast). */
export function couponFieldErrors(serverErrors: Record<string, string>): CouponFormErrors {
  return Object.fromEntries(
    COUPON_FIELDS.flatMap((field) => (serverErrors[field] ? [[field, serverErrors[field]]] : [])),
  );
}

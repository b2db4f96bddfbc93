import { describe, expect, it } from 'vitest';
import {
  type AppliedDiscount,
  type DiscountCodeState,
  discountAmount,
  discountCodeReducer,
  initialDiscountCode,
  settledCode,
  usableDiscount,
} from './discount-code-state';

const autumn: AppliedDiscount = {
  code: 'AUTUMN15',
  description: 'Autumn sale',
  discountCents: 18_00,
  subtotalCents: 120_00,
};

const blank = initialDiscountCode(null);

const run = (state: DiscountCodeState, ...actions: Parameters<typeof discountCodeReducer>[1][]) =>
  actions.reduce(discountCodeReducer, state);

describe('discountCodeReducer', () => {
  it('applies a code: the tag takes it from the field, and says what it took off', () => {
    const state = run(blank, { type: 'typed', text: 'autumn15 ' }, { type: 'checking', code: 'AUTUMN15' });
    expect(state).toMatchObject({ checking: 'AUTUMN15', announcement: 'Checking code AUTUMN15…' });
    expect(run(state, { type: 'applied', discount: autumn, currency: 'USD' })).toEqual({
      draft: '',
      applied: autumn,
      carried: null,
      checking: null,
      error: null,
      announcement: 'AUTUMN15 applied: -$18.00',
    });
  });

  it('keeps what was typed while the code was being checked', () => {
    const state = run(
      blank,
      { type: 'checking', code: 'AUTUMN15' },
      { type: 'typed', text: 'WINTER' },
      { type: 'applied', discount: autumn, currency: 'USD' },
    );
    expect(state.draft).toBe('WINTER');
  });

  it('shows a refusal on the field with the typed code kept, and leaves an applied other code in place', () => {
    const applied = run(blank, { type: 'applied', discount: autumn, currency: 'USD' });
    const state = run(
      applied,
      { type: 'typed', text: 'spring5' },
      { type: 'checking', code: 'SPRING5' },
      { type: 'refused', code: 'SPRING5', message: 'This coupon has expired' },
    );
    expect(state).toEqual({
      draft: 'spring5',
      applied: autumn,
      carried: null,
      checking: null,
      error: 'This coupon has expired',
      announcement: 'This coupon has expired',
    });
  });

  it('drops the applied code when it is the one refused, and puts it back in an empty field', () => {
    const state = run(
      blank,
      { type: 'applied', discount: autumn, currency: 'USD' },
      { type: 'refused', code: 'AUTUMN15', message: 'You have already used this coupon' },
    );
    expect(state).toEqual({
      draft: 'AUTUMN15',
      applied: null,
      carried: null,
      checking: null,
      error: 'You have already used this coupon',
      announcement: 'You have already used this coupon. AUTUMN15 was removed.',
    });
  });

  it('refuses a blank field without touching the applied code', () => {
    const applied = run(blank, { type: 'applied', discount: autumn, currency: 'USD' });
    const state = run(applied, { type: 'refused', code: null, message: 'Enter a discount code' });
    expect(state).toMatchObject({ applied: autumn, error: 'Enter a discount code', draft: '' });
  });

  it('clears the refusal when the shopper types again', () => {
    const state = run(
      blank,
      { type: 'refused', code: 'NOPE', message: 'This coupon code is not valid' },
      { type: 'typed', text: 'NOPE2' },
    );
    expect(state.error).toBeNull();
  });

  it('removes the applied code and says so', () => {
    const state = run(blank, { type: 'applied', discount: autumn, currency: 'USD' }, { type: 'removed' });
    expect(state).toMatchObject({ applied: null, error: null, announcement: 'AUTUMN15 removed' });
  });
});

describe('a code carried from the other screen', () => {
  const carried = initialDiscountCode('AUTUMN15');

  it("is applied here once priced, and said in the summary's currency", () => {
    const state = run(
      carried,
      { type: 'checking', code: 'AUTUMN15' },
      { type: 'applied', discount: autumn, currency: 'INR' },
    );
    expect(state).toMatchObject({ applied: autumn, carried: null, draft: '' });
    expect(state.announcement).toBe(`AUTUMN15 applied: ${discountAmount(18_00, 'INR')}`);
  });

  it('is refused into the empty field with its reason, and said to be removed', () => {
    const state = run(
      carried,
      { type: 'checking', code: 'AUTUMN15' },
      { type: 'refused', code: 'AUTUMN15', message: 'This coupon has expired' },
    );
    expect(state).toEqual({
      draft: 'AUTUMN15',
      applied: null,
      carried: null,
      checking: null,
      error: 'This coupon has expired',
      announcement: 'This coupon has expired. AUTUMN15 was removed.',
    });
  });

  it('is given up when another code is asked for first', () => {
    const state = run(carried, { type: 'checking', code: 'SPRING5' });
    expect(state).toMatchObject({ carried: null, checking: 'SPRING5' });
  });

  it('is still on its way after a blank field is refused without a request', () => {
    const state = run(
      carried,
      { type: 'checking', code: 'AUTUMN15' },
      { type: 'refused', code: null, message: 'Enter a discount code' },
    );
    expect(state.carried).toBe('AUTUMN15');
  });
});

describe('settledCode', () => {
  it('is undefined while the carried code waits to be priced, or any code is being checked', () => {
    expect(settledCode(initialDiscountCode('AUTUMN15'))).toBeUndefined();
    expect(settledCode(run(blank, { type: 'checking', code: 'AUTUMN15' }))).toBeUndefined();
  });

  it('is the applied code once settled, else null', () => {
    expect(settledCode(run(blank, { type: 'applied', discount: autumn, currency: 'USD' }))).toBe('AUTUMN15');
    expect(settledCode(blank)).toBeNull();
    const refused = run(
      initialDiscountCode('AUTUMN15'),
      { type: 'checking', code: 'AUTUMN15' },
      { type: 'refused', code: 'AUTUMN15', message: 'This coupon has expired' },
    );
    expect(settledCode(refused)).toBeNull();
  });
});

describe('usableDiscount', () => {
  const state = run(blank, { type: 'applied', discount: autumn, currency: 'USD' });

  it('is the applied code on the subtotal it was priced on', () => {
    expect(usableDiscount(state, 120_00)).toBe(autumn);
  });

  it('is none once the subtotal moved, until the code is priced again, or with no subtotal yet', () => {
    expect(usableDiscount(state, 150_00)).toBeNull();
    expect(usableDiscount(state, null)).toBeNull();
    expect(usableDiscount(blank, 120_00)).toBeNull();
  });
});

describe('discountAmount', () => {
  it('reads as a deduction in the currency shown', () => {
    expect(discountAmount(1999, 'USD')).toBe('-$19.99');
    expect(discountAmount(100_00, 'INR')).toBe('-₹8,325');
  });
});

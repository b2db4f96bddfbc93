import { describe, expect, it } from 'vitest';
import {
  type AppliedDiscount,
  type DiscountCodeState,
  discountAmount,
  discountCodeReducer,
  initialDiscountCode,
  usableDiscount,
} from './discount-code-state';

const autumn: AppliedDiscount = {
  code: 'AUTUMN15',
  description: 'Autumn sale',
  discountCents: 18_00,
  subtotalCents: 120_00,
};

const run = (state: DiscountCodeState, ...actions: Parameters<typeof discountCodeReducer>[1][]) =>
  actions.reduce(discountCodeReducer, state);

describe('discountCodeReducer', () => {
  it('applies a code: the tag takes it from the field, and says what it took off', () => {
    const state = run(
      initialDiscountCode,
      { type: 'typed', text: 'autumn15 ' },
      { type: 'checking', code: 'AUTUMN15' },
    );
    expect(state).toMatchObject({ checking: 'AUTUMN15', announcement: 'Checking code AUTUMN15…' });
    expect(run(state, { type: 'applied', discount: autumn })).toEqual({
      draft: '',
      applied: autumn,
      checking: null,
      error: null,
      announcement: 'AUTUMN15 applied: -$18.00',
    });
  });

  it('keeps what was typed while the code was being checked', () => {
    const state = run(
      initialDiscountCode,
      { type: 'checking', code: 'AUTUMN15' },
      { type: 'typed', text: 'WINTER' },
      { type: 'applied', discount: autumn },
    );
    expect(state.draft).toBe('WINTER');
  });

  it('shows a refusal on the field with the typed code kept, and leaves an applied other code in place', () => {
    const applied = run(initialDiscountCode, { type: 'applied', discount: autumn });
    const state = run(
      applied,
      { type: 'typed', text: 'spring5' },
      { type: 'checking', code: 'SPRING5' },
      { type: 'refused', code: 'SPRING5', message: 'This coupon has expired' },
    );
    expect(state).toEqual({
      draft: 'spring5',
      applied: autumn,
      checking: null,
      error: 'This coupon has expired',
      announcement: 'This coupon has expired',
    });
  });

  it('drops the applied code when it is the one refused, and puts it back in an empty field', () => {
    const state = run(
      initialDiscountCode,
      { type: 'applied', discount: autumn },
      { type: 'refused', code: 'AUTUMN15', message: 'You have already used this coupon' },
    );
    expect(state).toEqual({
      draft: 'AUTUMN15',
      applied: null,
      checking: null,
      error: 'You have already used this coupon',
      announcement: 'You have already used this coupon. AUTUMN15 was removed.',
    });
  });

  it('refuses a blank field without touching the applied code', () => {
    const applied = run(initialDiscountCode, { type: 'applied', discount: autumn });
    const state = run(applied, { type: 'refused', code: null, message: 'Enter a discount code' });
    expect(state).toMatchObject({ applied: autumn, error: 'Enter a discount code', draft: '' });
  });

  it('clears the refusal when the shopper types again', () => {
    const state = run(
      initialDiscountCode,
      { type: 'refused', code: 'NOPE', message: 'This coupon code is not valid' },
      { type: 'typed', text: 'NOPE2' },
    );
    expect(state.error).toBeNull();
  });

  it('removes the applied code and says so', () => {
    const state = run(initialDiscountCode, { type: 'applied', discount: autumn }, { type: 'removed' });
    expect(state).toMatchObject({ applied: null, error: null, announcement: 'AUTUMN15 removed' });
  });
});

describe('usableDiscount', () => {
  const state = run(initialDiscountCode, { type: 'applied', discount: autumn });

  it('is the applied code on the subtotal it was priced on', () => {
    expect(usableDiscount(state, 120_00)).toBe(autumn);
  });

  it('is none once the subtotal moved, until the code is priced again', () => {
    expect(usableDiscount(state, 150_00)).toBeNull();
    expect(usableDiscount(initialDiscountCode, 120_00)).toBeNull();
  });
});

describe('discountAmount', () => {
  it('reads as a deduction in dollars', () => {
    expect(discountAmount(1999)).toBe('-$19.99');
  });
});

import { describe, expect, it } from 'vitest';
import { paymentBadge, paymentLabel } from './payment-status';

describe('paymentLabel', () => {
  it('says Paid for a paid order wherever it is shown', () => {
    expect(paymentLabel(true)).toBe('Paid');
    expect(paymentLabel(true, 'detail')).toBe('Paid');
  });

  it('says Pending, or Pending Payment on the detail page, for an unpaid order', () => {
    expect(paymentLabel(false)).toBe('Pending');
    expect(paymentLabel(false, 'short')).toBe('Pending');
    expect(paymentLabel(false, 'detail')).toBe('Pending Payment');
  });
});

describe('paymentBadge', () => {
  it('is green when paid and yellow while pending', () => {
    expect(paymentBadge(true)).toEqual({ tone: 'success', label: 'Paid' });
    expect(paymentBadge(false, 'detail')).toEqual({ tone: 'warning', label: 'Pending Payment' });
  });
});

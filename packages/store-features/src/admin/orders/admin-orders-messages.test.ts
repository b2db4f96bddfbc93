import { describe, expect, it } from 'vitest';
import { confirmPaymentMessage, ordersNoun } from './admin-orders-messages';

describe('confirmPaymentMessage', () => {
  it('says a pending order moves on to processing', () => {
    expect(confirmPaymentMessage('pending')).toBe(
      'The order is marked as paid and moves from Pending to Processing. A payment cannot be undone.',
    );
  });

  it('says only the payment for any other status', () => {
    expect(confirmPaymentMessage('shipped')).toBe('The order is marked as paid. A payment cannot be undone.');
  });
});

describe('ordersNoun', () => {
  it('counts one order and many orders', () => {
    expect(ordersNoun(1)).toBe('order');
    expect(ordersNoun(0)).toBe('orders');
    expect(ordersNoun(2)).toBe('orders');
  });
});

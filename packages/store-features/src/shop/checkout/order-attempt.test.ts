import type { OrderCreationPayload } from '@aurora-store/api';
import { describe, expect, it } from 'vitest';
import { nextOrderAttempt } from './order-attempt';
import { sampleBillingAddress, sampleShippingAddress } from './sample-checkout';

const payload: OrderCreationPayload = {
  orderItems: [{ product: 'p-1', name: 'Lamp', image: '', price: 20, quantity: 1 }],
  shippingAddress: sampleShippingAddress,
  billingAddress: sampleBillingAddress,
  paymentMethod: 'stripe',
  taxPrice: 1.6,
  shippingPrice: 10,
  totalPrice: 31.6,
};

function keys() {
  let count = 0;
  return () => `key-${++count}`;
}

describe('nextOrderAttempt', () => {
  it('gives the first submit a new key', () => {
    expect(nextOrderAttempt(null, payload, keys())).toEqual({
      payload: JSON.stringify(payload),
      idempotencyKey: 'key-1',
    });
  });

  it('reuses the key when the same order is submitted again', () => {
    const newKey = keys();
    const first = nextOrderAttempt(null, payload, newKey);
    const retry = nextOrderAttempt(first, { ...payload }, newKey);
    expect(retry.idempotencyKey).toBe('key-1');
  });

  it('takes a new key once the order changed', () => {
    const newKey = keys();
    const first = nextOrderAttempt(null, payload, newKey);
    const changed = nextOrderAttempt(
      first,
      { ...payload, shippingAddress: { ...payload.shippingAddress, city: 'Salem' } },
      newKey,
    );
    expect(changed.idempotencyKey).toBe('key-2');
  });
});

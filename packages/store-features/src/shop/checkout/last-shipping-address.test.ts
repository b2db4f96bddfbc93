import type { ShippingAddress } from '@aurora-store/api';
import { describe, expect, it } from 'vitest';
import { lastShippingAddress } from './last-shipping-address';

const address = (street: string): ShippingAddress => ({
  firstName: 'Emma',
  lastName: 'Wilson',
  street,
  city: 'Portland',
  state: 'OR',
  zipCode: '97214',
  country: 'US',
  phone: '5035550142',
});

describe('lastShippingAddress', () => {
  it('is none without orders', () => {
    expect(lastShippingAddress([])).toBeNull();
  });

  it('is the address of the most recently placed order, wherever the list puts it', () => {
    const orders = [
      { createdAt: '2026-10-01T09:00:00.000Z', shippingAddress: address('1 Old Rd') },
      { createdAt: '2026-11-20T09:00:00.000Z', shippingAddress: address('12 New St') },
      { createdAt: '2026-11-02T09:00:00.000Z', shippingAddress: address('5 Middle Ave') },
    ];
    expect(lastShippingAddress(orders)?.street).toBe('12 New St');
  });

  it('compares instants, not the text of dates written in other zones', () => {
    const orders = [
      { createdAt: '2026-11-20T10:00:00.000+02:00', shippingAddress: address('Earlier') },
      { createdAt: '2026-11-20T09:30:00.000Z', shippingAddress: address('Later') },
    ];
    expect(lastShippingAddress(orders)?.street).toBe('Later');
  });
});

import { errorEnvelopeSchema, type OrderCreationPayload } from '@aurora-store/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../test-support/database-targets';
import { createProduct, createUser } from '../test-support/fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { orderPayload, postOrder } from './order-test-support';

describe.each(databaseTargets())(
  'POST /api/orders refuses an invalid body with 400 and the field at fault on $name',
  (target) => {
    let testApp: TestApp;
    let shopper: Awaited<ReturnType<typeof createUser>>;

    afterAll(async () => {
      await testApp?.close();
    });

    let valid: OrderCreationPayload;

    beforeAll(async () => {
      testApp = await createTestApp(target);
      shopper = await createUser(testApp);
      valid = orderPayload([{ product: await createProduct(testApp.db), quantity: 1 }]);
    });

    const withLine = (line: Record<string, unknown>) => ({
      ...valid,
      orderItems: [{ ...valid.orderItems[0], ...line }],
    });

    it.each([
      [
        'a missing city',
        () => ({ ...valid, shippingAddress: { ...valid.shippingAddress, city: undefined } }),
        'shippingAddress.city',
        'City is required',
      ],
      [
        'a blank first name',
        () => ({ ...valid, billingAddress: { ...valid.billingAddress, firstName: '  ' } }),
        'billingAddress.firstName',
        'First name is required',
      ],
      [
        'a short ZIP code',
        () => ({ ...valid, shippingAddress: { ...valid.shippingAddress, zipCode: '123' } }),
        'shippingAddress.zipCode',
        'ZIP code must be 5 digits',
      ],
      [
        'a short phone number',
        () => ({ ...valid, shippingAddress: { ...valid.shippingAddress, phone: '555-0100' } }),
        'shippingAddress.phone',
        'Phone number must be 10 digits',
      ],
      [
        'another country',
        () => ({ ...valid, shippingAddress: { ...valid.shippingAddress, country: 'FR' } }),
        'shippingAddress.country',
        'Country must be US',
      ],
      ['no shipping address', () => ({ ...valid, shippingAddress: undefined }), 'shippingAddress', undefined],
      ['no items', () => ({ ...valid, orderItems: [] }), 'orderItems', 'An order needs at least one item'],
      [
        'too many lines',
        () => ({ ...valid, orderItems: Array.from({ length: 51 }, () => valid.orderItems[0]) }),
        'orderItems',
        'An order has at most 50 lines',
      ],
      [
        'a zero quantity',
        () => withLine({ quantity: 0 }),
        'orderItems.0.quantity',
        'Quantity must be at least 1',
      ],
      [
        'a fractional quantity',
        () => withLine({ quantity: 1.5 }),
        'orderItems.0.quantity',
        'Quantity must be a whole number',
      ],
      [
        'a huge quantity',
        () => withLine({ quantity: 1000 }),
        'orderItems.0.quantity',
        'Quantity must be at most 999',
      ],
      ['a line without product', () => withLine({ product: undefined }), 'orderItems.0.product', undefined],
      [
        'another payment method',
        () => ({ ...valid, paymentMethod: 'paypal' }),
        'paymentMethod',
        'Payment method must be stripe',
      ],
      ['a negative total', () => ({ ...valid, totalPrice: -1 }), 'totalPrice', undefined],
    ])('%s', async (_name, body, field, message) => {
      const response = await postOrder(testApp, shopper.authorization, body());

      expect(response.statusCode).toBe(400);
      const { errors } = errorEnvelopeSchema.parse(response.json());
      const error = errors?.find((candidate) => candidate.field === field);
      expect(error, JSON.stringify(errors)).toBeDefined();
      if (message) expect(error?.message).toBe(message);
    });

    it('an Idempotency-Key over 200 characters', async () => {
      const response = await postOrder(testApp, shopper.authorization, valid, 'k'.repeat(201));
      expect(response.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(response.json()).errors?.[0]?.field).toBe('idempotency-key');
    });
  },
);

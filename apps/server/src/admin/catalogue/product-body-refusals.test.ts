import { errorEnvelopeSchema, SPECIFICATION_NAMES_REPEATED_MESSAGE } from '@aurora-store/api/contract';
import { describe, expect, it } from 'vitest';
import { databaseTargets } from '../../test-support/database-targets';
import { adminProductsTestApp, fieldErrors, productForm } from './admin-catalogue-test-support';

/** The product form's refusals that name their field precisely: a price sent as text, repeated specifications. */
describe.each(databaseTargets())('a product body refused on its field on $name', (target) => {
  const given = adminProductsTestApp(target);

  async function refusedFields(body: object) {
    const response = await given.call('POST', '/api/admin/products', body);
    expect(response.statusCode, response.body).toBe(400);
    return fieldErrors(errorEnvelopeSchema.parse(response.json()));
  }

  it('says a price sent as text must be a number, and a missing one that it is required', async () => {
    expect(await refusedFields({ ...productForm(), price: 'abc', comparePrice: '12' })).toEqual({
      price: 'Price must be a number',
      comparePrice: 'Compare price must be a number',
    });
    const { price: _price, ...withoutPrice } = productForm();
    expect(await refusedFields(withoutPrice)).toEqual({ price: 'Price is required' });
  });

  it('refuses specification names that differ only by spaces or case, on the repeated one', async () => {
    const errors = await refusedFields({
      ...productForm(),
      specifications: { Height: '40 cm', ' height ': '41 cm' },
    });

    expect(errors).toEqual({ 'specifications. height ': SPECIFICATION_NAMES_REPEATED_MESSAGE });
  });
});

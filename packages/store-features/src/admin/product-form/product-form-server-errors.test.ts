import { describe, expect, it } from 'vitest';
import { serverFieldErrors } from './product-form-server-errors';
import { emptyProductFormValues, type ProductFormValues } from './product-form-values';

const values = (): ProductFormValues => ({
  ...emptyProductFormValues(),
  images: [
    { key: 'first', url: 'https://cdn.example.com/a.jpg', alt: '' },
    { key: 'blank', url: '', alt: '' },
    { key: 'third', url: 'https://cdn.example.com/c.jpg', alt: '' },
  ],
  features: [
    { key: 'f-blank', text: '' },
    { key: 'f-kept', text: 'Dimmable' },
  ],
});

describe('serverFieldErrors', () => {
  it("puts a duplicate SKU's message on the SKU field", () => {
    const message = 'A product with this SKU already exists';
    expect(serverFieldErrors(409, message, [{ field: 'sku', message }], values())).toEqual({ sku: message });
  });

  it('means the SKU when the duplicate SKU refusal names no field', () => {
    const message = 'A product with this SKU already exists';
    expect(serverFieldErrors(409, message, [], values())).toEqual({ sku: message });
  });

  it('finds the row a list field names, counting only the rows the body carried', () => {
    const errors = serverFieldErrors(
      400,
      'Invalid input',
      [
        { field: 'images.1.url', message: 'Image URL must be at most 2000 characters' },
        { field: 'features.0', message: 'Features must be at most 200 characters' },
        { field: 'price', message: 'Price must be at least 0' },
      ],
      values(),
    );
    expect(errors).toEqual({
      'images.third.url': 'Image URL must be at most 2000 characters',
      'features.f-kept': 'Features must be at most 200 characters',
      price: 'Price must be at least 0',
    });
  });

  it("puts the server's repeated specification name on that specification's row", () => {
    const message = 'Specification names must be different';
    const withSpecifications = {
      ...values(),
      specifications: [
        { name: 'Height', value: '40 cm' },
        { name: 'HEIGHT', value: '41 cm' },
      ],
    };
    expect(
      serverFieldErrors(
        400,
        'Invalid input',
        [{ field: 'specifications.HEIGHT', message }],
        withSpecifications,
      ),
    ).toEqual({ 'specifications.HEIGHT': message });
  });

  it('leaves out what names no field of the form', () => {
    expect(
      serverFieldErrors(400, 'Invalid input', [{ field: 'body', message: 'Bad JSON' }], values()),
    ).toEqual({});
  });
});

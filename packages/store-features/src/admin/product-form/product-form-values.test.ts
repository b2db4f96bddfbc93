import { describe, expect, it } from 'vitest';
import { emptyProductFormValues, productToFormValues } from './product-form-values';
import { editedProduct } from './stories-data';

describe('emptyProductFormValues', () => {
  it('starts active, not featured, with the default threshold and one empty row per list', () => {
    const values = emptyProductFormValues();
    expect(values).toMatchObject({
      name: '',
      price: '',
      comparePrice: '',
      stock: '',
      lowStockThreshold: '10',
      isActive: true,
      isFeatured: false,
      specifications: [],
    });
    expect(values.images).toEqual([{ key: expect.any(String), url: '', alt: '' }]);
    expect(values.features).toEqual([{ key: expect.any(String), text: '' }]);
    expect(values.tags).toEqual([{ key: expect.any(String), text: '' }]);
  });

  it('gives every row its own key', () => {
    const values = emptyProductFormValues();
    const keys = [values.images[0]?.key, values.features[0]?.key, values.tags[0]?.key];
    expect(new Set(keys).size).toBe(3);
  });
});

describe('productToFormValues', () => {
  it('shows the product as the fields hold it: numbers as text, no compare price as blank', () => {
    const values = productToFormValues({ ...editedProduct, comparePrice: null });
    expect(values).toMatchObject({
      name: 'Pour-Over Kettle',
      sku: 'HO-COP-004',
      brand: 'Copperline',
      category: 'home',
      subcategory: 'kitchen',
      price: '69',
      comparePrice: '',
      stock: '28',
      lowStockThreshold: '10',
      isActive: true,
      isFeatured: false,
    });
  });

  it('keeps the images in their order, and the features, tags and specifications', () => {
    const values = productToFormValues(editedProduct);
    expect(values.comparePrice).toBe('79');
    expect(values.images.map((row) => row.url)).toEqual(editedProduct.images.map((image) => image.url));
    expect(values.images[1]?.alt).toBe('Copperline Pour-Over Kettle, close-up');
    expect(values.features.map((row) => row.text)).toEqual(editedProduct.features);
    expect(values.tags.map((row) => row.text)).toEqual(['kettle', 'coffee', 'tea']);
    expect(values.specifications[0]).toEqual({ name: 'Power', value: '1,200 W' });
  });

  it('shows one empty row for a list the product does not have', () => {
    const values = productToFormValues({ ...editedProduct, images: [], features: [], tags: [] });
    expect(values.images).toEqual([{ key: expect.any(String), url: '', alt: '' }]);
    expect(values.features).toHaveLength(1);
    expect(values.tags).toHaveLength(1);
  });
});

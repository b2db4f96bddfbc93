import { describe, expect, it } from 'vitest';
import { deskLampForm } from './desk-lamp-form';
import { firstInvalidField, imageFieldPath, withoutError } from './product-form-fields';
import { amountError, countError, validateProductForm } from './product-form-validation';
import { emptyProductFormValues } from './product-form-values';

describe('validateProductForm (spec section 5)', () => {
  it('accepts a complete form, with the optional fields and rows left empty', () => {
    expect(validateProductForm(deskLampForm())).toEqual({});
  });

  it('asks for every required field, in the order of the form', () => {
    const errors = validateProductForm(emptyProductFormValues());
    expect(errors).toEqual({
      name: 'Name is required',
      sku: 'SKU is required',
      brand: 'Brand is required',
      category: 'Category is required',
      subcategory: 'Subcategory is required',
      description: 'Description is required',
      price: 'Price is required',
      stock: 'Stock is required',
    });
    expect(Object.keys(errors)[0]).toBe('name');
  });

  it('names a specification that repeats another apart from spaces and case, on its row', () => {
    const values = {
      ...deskLampForm(),
      specifications: [
        { name: 'Color', value: 'Red' },
        { name: 'color ', value: 'Blue' },
      ],
    };
    expect(validateProductForm(values)).toEqual({
      'specifications.color ': 'Specification names must be different',
    });
  });

  it('holds a save while a photo is on its way, on its row', () => {
    const values = {
      ...deskLampForm(),
      images: [
        {
          key: 'a',
          url: '/media/a',
          alt: '',
          upload: { fileName: 'a.jpg', preview: 'blob:a', isUploading: false },
        },
        {
          key: 'b',
          url: '',
          alt: 'Lid',
          upload: { fileName: 'b.jpg', preview: 'blob:b', isUploading: true },
        },
      ],
    };
    expect(validateProductForm(values)).toEqual({ [imageFieldPath('b', 'url')]: 'Still uploading' });
  });

  it('takes a field of spaces as empty', () => {
    expect(validateProductForm({ ...deskLampForm(), name: '   ' })).toEqual({ name: 'Name is required' });
  });

  it('refuses a negative price or stock and a stock that is not whole', () => {
    expect(validateProductForm({ ...deskLampForm(), price: '-1', stock: '2.5' })).toEqual({
      price: 'Price must be at least 0',
      stock: 'Stock must be a whole number',
    });
  });

  it('checks the compare price and the threshold only when they are given', () => {
    expect(validateProductForm({ ...deskLampForm(), comparePrice: '', lowStockThreshold: '' })).toEqual({});
    expect(validateProductForm({ ...deskLampForm(), comparePrice: '-3', lowStockThreshold: '-1' })).toEqual({
      comparePrice: 'Compare price must be at least 0',
      lowStockThreshold: 'Low stock threshold must be at least 0',
    });
  });

  it('refuses an image url the store cannot show, on its row; a row without a url is fine', () => {
    const values = {
      ...deskLampForm(),
      images: [
        { key: 'a', url: 'ftp://files.example.com/a.jpg', alt: '' },
        { key: 'b', url: '', alt: 'dropped on save' },
      ],
    };
    expect(validateProductForm(values)).toEqual({
      [imageFieldPath('a', 'url')]: 'Image URL must start with http://, https:// or /',
    });
  });
});

describe('amountError and countError', () => {
  it('say what is wrong with an amount', () => {
    expect(amountError('Price', '12.99')).toBeNull();
    expect(amountError('Price', '0')).toBeNull();
    expect(amountError('Price', 'abc')).toBe('Price must be a number');
    expect(amountError('Price', '1.999')).toBe('Price must have at most 2 decimals');
  });

  it('say what is wrong with a count', () => {
    expect(countError('Stock', '0')).toBeNull();
    expect(countError('Stock', '1e3')).toBe('Stock must be a whole number');
    expect(countError('Stock', '-2')).toBe('Stock must be at least 0');
  });
});

describe('firstInvalidField and withoutError', () => {
  it('find the first invalid field on the page, rows after the scalar fields', () => {
    const values = { ...deskLampForm(), images: [{ key: 'a', url: 'nope', alt: '' }] };
    expect(firstInvalidField({ [imageFieldPath('a', 'url')]: 'x', stock: 'y' }, values)).toBe('stock');
    expect(firstInvalidField({ [imageFieldPath('a', 'url')]: 'x' }, values)).toBe('images.a.url');
    expect(firstInvalidField({}, values)).toBeUndefined();
  });

  it('clear one field and keep the others', () => {
    expect(withoutError({ name: 'a', sku: 'b' }, 'name')).toEqual({ sku: 'b' });
    const errors = { sku: 'b' };
    expect(withoutError(errors, 'name')).toBe(errors);
  });
});

import { adminProductBodySchema } from '@aurora-store/api';
import { describe, expect, it } from 'vitest';
import { deskLampForm } from './desk-lamp-form';
import { parseDecimal, parseInteger, productBodyFromForm } from './product-form-payload';
import type { ProductFormValues } from './product-form-values';

/** The desk lamp with the stray spaces and blank rows that save cleans up. */
const filled = (): ProductFormValues => ({
  ...deskLampForm(),
  name: ' Desk Lamp ',
  comparePrice: '',
  lowStockThreshold: '5',
  images: [
    { key: 'a', url: 'https://cdn.example.com/lamp.jpg', alt: 'Lamp' },
    { key: 'b', url: '  ', alt: 'no url, dropped' },
    { key: 'c', url: '/api/images/products/lamp-side.svg', alt: '' },
  ],
  features: [
    { key: 'd', text: 'Dimmable' },
    { key: 'e', text: '   ' },
  ],
  tags: [
    { key: 'f', text: '' },
    { key: 'g', text: ' desk ' },
  ],
  specifications: [{ name: 'Power', value: ' 9 W ' }],
});

describe('productBodyFromForm (spec section 5, on save)', () => {
  it('parses price as a decimal and stock and the threshold as integers', () => {
    const body = productBodyFromForm(filled());
    expect(body.price).toBe(49.9);
    expect(body.stock).toBe(12);
    expect(body.lowStockThreshold).toBe(5);
  });

  it('sends no compare price as null, and a typed one as a decimal', () => {
    expect(productBodyFromForm(filled()).comparePrice).toBeNull();
    expect(productBodyFromForm({ ...filled(), comparePrice: '59.5' }).comparePrice).toBe(59.5);
  });

  it('drops images without a url, keeps the order, and makes up no public_id', () => {
    expect(productBodyFromForm(filled()).images).toEqual([
      { url: 'https://cdn.example.com/lamp.jpg', alt: 'Lamp' },
      { url: '/api/images/products/lamp-side.svg', alt: '' },
    ]);
  });

  it('drops blank features and tags', () => {
    const body = productBodyFromForm(filled());
    expect(body.features).toEqual(['Dimmable']);
    expect(body.tags).toEqual(['desk']);
  });

  it('sends the specifications as a map, the flags as they are, and trimmed text', () => {
    const body = productBodyFromForm({ ...filled(), isActive: false, isFeatured: true });
    expect(body.specifications).toEqual({ Power: '9 W' });
    expect(body).toMatchObject({ name: 'Desk Lamp', isActive: false, isFeatured: true });
  });

  it('falls back to the default threshold when it is left blank', () => {
    expect(productBodyFromForm({ ...filled(), lowStockThreshold: '' }).lowStockThreshold).toBe(10);
  });

  it('is a body the server accepts as it is', () => {
    const body = productBodyFromForm(filled());
    expect(adminProductBodySchema.parse(body)).toMatchObject({ ...body, images: body.images });
  });
});

describe('parseDecimal and parseInteger', () => {
  it('read what was typed, and blank as null', () => {
    expect(parseDecimal(' 12.5 ')).toBe(12.5);
    expect(parseDecimal('')).toBeNull();
    expect(parseInteger('7')).toBe(7);
    expect(parseInteger('  ')).toBeNull();
  });
});

import type { OrderItem } from '@aurora-store/api';
import { describe, expect, it } from 'vitest';
import { invoiceLines, unitsToPack } from './print-lines';

const item = (overrides: Partial<OrderItem>): OrderItem => ({
  product: 'p-1',
  name: 'Canvas Weekender Bag',
  image: '',
  price: 159,
  quantity: 1,
  ...overrides,
});

describe('invoiceLines', () => {
  it('gives each line its quantity, unit price and line total, in cents on the way', () => {
    expect(invoiceLines([item({ price: 19.99, quantity: 3 })])).toEqual([
      { key: '0:p-1', name: 'Canvas Weekender Bag', quantity: 3, unitPrice: 19.99, lineTotal: 59.97 },
    ]);
  });

  it('keys two lines of removed products apart', () => {
    const keys = invoiceLines([item({ product: null }), item({ product: null })]).map((line) => line.key);
    expect(new Set(keys).size).toBe(2);
  });
});

describe('unitsToPack', () => {
  it('adds up every line', () => {
    expect(unitsToPack([{ quantity: 2 }, { quantity: 1 }, { quantity: 4 }])).toBe(7);
    expect(unitsToPack([])).toBe(0);
  });
});

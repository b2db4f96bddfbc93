import type { OrderItem } from '@aurora-store/api';
import { describe, expect, it } from 'vitest';
import { invoiceLines, printTotals, unitsToPack } from './print-lines';

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

describe('printTotals', () => {
  it('prints subtotal = total - tax - shipping (spec section 3), then shipping, tax and total', () => {
    expect(printTotals({ totalPrice: 1572.76, taxPrice: 115.76, shippingPrice: 10 })).toEqual([
      { label: 'Subtotal', amount: 1447 },
      { label: 'Shipping', amount: 10 },
      { label: 'Tax', amount: 115.76 },
      { label: 'Total', amount: 1572.76 },
    ]);
  });

  it('never shows a float error', () => {
    const [subtotal] = printTotals({ totalPrice: 41.32, taxPrice: 2.32, shippingPrice: 10 });
    expect(subtotal?.amount).toBe(29);
  });
});

describe('unitsToPack', () => {
  it('adds up every line', () => {
    expect(unitsToPack([{ quantity: 2 }, { quantity: 1 }, { quantity: 4 }])).toBe(7);
    expect(unitsToPack([])).toBe(0);
  });
});

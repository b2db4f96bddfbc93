import { PRODUCT_CSV_COLUMNS } from '@aurora-store/api/contract';
import { describe, expect, it } from 'vitest';
import { csvField, neutraliseFormula } from '../operations/csv';
import { productCsvCells } from './product-csv-cells';
import { readProductCells, withoutFormulaGuard } from './product-csv-reading';

describe('the apostrophe that kept a formula from running', () => {
  it.each(['=SUM(A1:A2)', '+1', '-2', '@cmd', '\tcmd', '\rcmd'])('comes off %j again', (text) => {
    expect(withoutFormulaGuard(`'${text}`)).toBe(text);
  });

  it.each(["'quoted'", "'", "it's", "'1"])('stays on any other text: %j', (text) => {
    expect(withoutFormulaGuard(text)).toBe(text);
  });

  it.each(["'=1", "''+2", '=3', "'plain"])('comes back exactly after the export guarded it: %j', (text) => {
    expect(withoutFormulaGuard(neutraliseFormula(text))).toBe(text);
  });
});

describe('reading a product row', () => {
  it('reads the cells the export writes back into the form’s values', () => {
    const cells = productCsvCells({
      sku: '-LEADING-DASH',
      name: '=Formula Lamp',
      brand: 'Lumen',
      categorySlug: 'home',
      subcategory: 'lighting',
      description: 'Line one\nline two, with "quotes"',
      priceCents: 12_50,
      comparePriceCents: null,
      stock: 3,
      lowStockThreshold: 5,
      isActive: false,
      isFeatured: true,
      images: [
        { url: '/api/images/products/a.svg', alt: 'The lamp, lit' },
        { url: 'https://cdn.example.com/b.png', alt: '' },
      ],
      features: ['Dimmable', '+Warm light'],
      tags: ['lamp', 'desk'],
      specifications: { Height: '40 cm', Ratio: '16:9' },
    });
    // What a CSV reader gives back of each cell the writer made safe.
    const read = cells.map((cell) => (typeof cell === 'number' ? String(cell) : csvFieldText(cell)));
    const { values, errors } = readProductCells(
      Object.fromEntries(PRODUCT_CSV_COLUMNS.map((column, index) => [column, read[index] ?? ''])),
    );

    expect(errors).toEqual([]);
    expect(values).toEqual({
      sku: '-LEADING-DASH',
      name: '=Formula Lamp',
      brand: 'Lumen',
      category: 'home',
      subcategory: 'lighting',
      description: 'Line one\nline two, with "quotes"',
      price: 12.5,
      comparePrice: null,
      stock: 3,
      lowStockThreshold: 5,
      isActive: false,
      isFeatured: true,
      images: [
        { url: '/api/images/products/a.svg', alt: 'The lamp, lit' },
        { url: 'https://cdn.example.com/b.png', alt: '' },
      ],
      features: ['Dimmable', '+Warm light'],
      tags: ['lamp', 'desk'],
      specifications: { Height: '40 cm', Ratio: '16:9' },
    });
  });

  it('leaves out what the file does not give: absent columns, and empty cells where empty means nothing', () => {
    expect(
      readProductCells({ sku: 'A', lowStockThreshold: ' ', isActive: '', isFeatured: '', comparePrice: '' })
        .values,
    ).toEqual({ sku: 'A', comparePrice: null });
  });

  it('reads empty lists as none, and booleans in any case', () => {
    expect(
      readProductCells({ images: '', features: '\n \n', tags: '', specifications: '', isActive: 'TRUE' })
        .values,
    ).toEqual({ images: [], features: [], tags: [], specifications: {}, isActive: true });
  });

  it('refuses numbers that are not numbers in the form’s words, and leaves other refusals to the contract', () => {
    const { values, errors } = readProductCells({
      price: '$12',
      comparePrice: 'ten',
      stock: '1,000',
      lowStockThreshold: 'x',
      isActive: 'yes',
    });
    expect(errors).toEqual([
      { field: 'price', message: 'Price must be a number' },
      { field: 'comparePrice', message: 'Compare price must be a number' },
      { field: 'stock', message: 'Stock must be a number' },
      { field: 'lowStockThreshold', message: 'Low stock threshold must be a number' },
    ]);
    expect(values).toEqual({ isActive: 'yes' });
    expect(readProductCells({ stock: '-3', price: '2.5' }).values).toEqual({ stock: -3, price: 2.5 });
  });

  it('refuses a specification line without a name, and a name given twice', () => {
    expect(readProductCells({ specifications: 'Height 40 cm' }).errors).toEqual([
      { field: 'specifications', message: "Each specification must be a line 'Name: value'" },
    ]);
    expect(readProductCells({ specifications: 'Height: 1\nHeight: 2' }).errors).toEqual([
      { field: 'specifications', message: 'Specification Height appears more than once' },
    ]);
    expect(readProductCells({ specifications: '__proto__: x' }).values.specifications).toEqual(
      Object.fromEntries([['__proto__', 'x']]),
    );
  });
});

/** A field's text as a CSV reader sees it: without the enclosing quotes, its doubled quotes single again. */
function csvFieldText(value: string): string {
  const field = csvField(value);
  return field.startsWith('"') ? field.slice(1, -1).replaceAll('""', '"') : field;
}

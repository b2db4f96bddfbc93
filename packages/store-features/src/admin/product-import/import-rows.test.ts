import type { ProductImportRow } from '@aurora-store/api';
import { describe, expect, it } from 'vitest';
import { changesText, importRowsPage, initialRowFilter } from './import-rows';

const row = (line: number, action: ProductImportRow['action']): ProductImportRow => ({
  line,
  sku: `SKU-${line}`,
  name: `Product ${line}`,
  action,
  errors: action === 'invalid' ? [{ field: 'price', message: 'Price must be a number' }] : [],
  changes: [],
});

// 10,000 rows, every tenth one wrong: the size the import must stay usable at.
const rows = Array.from({ length: 10_000 }, (_, index) =>
  row(index + 2, index % 10 === 0 ? 'invalid' : 'create'),
);

describe('importRowsPage', () => {
  it('shows one page of every row', () => {
    const first = importRowsPage(rows, 'all', 1);
    expect(first).toMatchObject({ total: 10_000, page: 1 });
    expect(first.rows).toHaveLength(50);
    expect(first.rows[0]?.line).toBe(2);
    expect(importRowsPage(rows, 'all', 3).rows[0]?.line).toBe(102);
  });

  it('keeps only the wrong rows under the errors filter', () => {
    const errors = importRowsPage(rows, 'invalid', 1);
    expect(errors.total).toBe(1_000);
    expect(errors.rows.every((kept) => kept.action === 'invalid')).toBe(true);
    expect(errors.rows[1]?.line).toBe(12);
  });

  it('clamps the page into the pages that exist, the last one partly full', () => {
    expect(importRowsPage(rows, 'invalid', 99)).toMatchObject({ page: 20 });
    expect(importRowsPage(rows.slice(0, 120), 'all', 3).rows).toHaveLength(20);
    expect(importRowsPage(rows, 'all', 0).page).toBe(1);
    expect(importRowsPage([], 'all', 4)).toEqual({ rows: [], total: 0, page: 1 });
  });
});

describe('initialRowFilter', () => {
  it('opens on the errors when some rows are wrong and others are not', () => {
    expect(initialRowFilter(3, 40)).toBe('invalid');
  });

  it('shows every row when none is wrong, or when all are', () => {
    expect(initialRowFilter(0, 40)).toBe('all');
    expect(initialRowFilter(40, 40)).toBe('all');
  });
});

describe('changesText', () => {
  it('names the changed columns, and is empty without any', () => {
    expect(changesText(['price', 'stock'])).toBe('Changes price, stock');
    expect(changesText([])).toBe('');
  });
});

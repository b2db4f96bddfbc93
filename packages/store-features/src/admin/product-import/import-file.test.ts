import { PRODUCT_IMPORT_MAX_BYTES } from '@aurora-store/api';
import { describe, expect, it } from 'vitest';
import { csvTextWithoutBom, formatFileSize, importFileProblem } from './import-file';

describe('importFileProblem', () => {
  it('takes a CSV by its name, whatever the case or the MIME type the system guessed', () => {
    expect(importFileProblem({ name: 'products.csv', size: 2048 })).toBeNull();
    expect(importFileProblem({ name: 'Catalogue 2026.CSV', size: 10 })).toBeNull();
  });

  it('refuses another type, saying which file and what to choose', () => {
    expect(importFileProblem({ name: 'products.xlsx', size: 2048 })).toBe(
      'products.xlsx is not a CSV file. Choose a file ending in .csv (a spreadsheet app saves one with Save as CSV).',
    );
    expect(importFileProblem({ name: 'csv', size: 10 })).toMatch(/is not a CSV file/);
  });

  it('refuses an empty file', () => {
    expect(importFileProblem({ name: 'products.csv', size: 0 })).toBe('products.csv is empty.');
  });

  it('takes a file of exactly the limit and refuses one byte more, with both sizes', () => {
    expect(importFileProblem({ name: 'big.csv', size: PRODUCT_IMPORT_MAX_BYTES })).toBeNull();
    expect(importFileProblem({ name: 'big.csv', size: PRODUCT_IMPORT_MAX_BYTES + 1 })).toBe(
      'big.csv is 16 MB; a CSV import takes at most 16 MB. Split it into smaller files.',
    );
    expect(importFileProblem({ name: 'huge.csv', size: 40 * 1024 * 1024 })).toMatch(/^huge\.csv is 40 MB;/);
  });
});

describe('formatFileSize', () => {
  it('counts bytes, then KB and MB of 1024', () => {
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(912)).toBe('912 bytes');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(18_841)).toBe('18.4 KB');
    expect(formatFileSize(2.5 * 1024 * 1024)).toBe('2.5 MB');
  });

  it('drops the decimal from 100 up', () => {
    expect(formatFileSize(512_400)).toBe('500 KB');
    expect(formatFileSize(150.6 * 1024 * 1024)).toBe('151 MB');
  });
});

describe('csvTextWithoutBom', () => {
  it('drops the byte-order mark a spreadsheet app writes, and nothing else', () => {
    expect(csvTextWithoutBom('\uFEFFsku,name\r\n')).toBe('sku,name\r\n');
    expect(csvTextWithoutBom('sku,name\r\n')).toBe('sku,name\r\n');
  });
});

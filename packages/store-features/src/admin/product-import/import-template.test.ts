import { PRODUCT_CSV_COLUMNS, PRODUCT_CSV_REQUIRED_COLUMNS } from '@aurora-store/api';
import { describe, expect, it } from 'vitest';
import { productCsvTemplate, productCsvTemplateHref, templateColumns } from './import-template';

describe('productCsvTemplate', () => {
  it('is the header row alone, in the export column order', () => {
    expect(productCsvTemplate()).toBe(
      'sku,name,brand,category,subcategory,description,price,comparePrice,stock,lowStockThreshold,isActive,isFeatured,images,features,tags,specifications\r\n',
    );
  });

  it('downloads as a UTF-8 CSV data URL that decodes back to the template', () => {
    const href = productCsvTemplateHref();
    expect(href.startsWith('data:text/csv;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(href.slice(href.indexOf(',') + 1))).toBe(productCsvTemplate());
  });
});

describe('templateColumns', () => {
  it('splits every column into required and optional, each in the template order', () => {
    const { required, optional } = templateColumns();
    expect(required).toEqual([...PRODUCT_CSV_REQUIRED_COLUMNS]);
    expect(optional).toEqual([
      'comparePrice',
      'lowStockThreshold',
      'isActive',
      'isFeatured',
      'images',
      'features',
      'tags',
      'specifications',
    ]);
    expect(required.length + optional.length).toBe(PRODUCT_CSV_COLUMNS.length);
  });
});

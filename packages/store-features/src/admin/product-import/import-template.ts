import { PRODUCT_CSV_COLUMNS, PRODUCT_CSV_REQUIRED_COLUMNS, type ProductCsvColumn } from '@aurora-store/api';

/** The name the template downloads as. */
export const TEMPLATE_FILE_NAME = 'products-template.csv';

/**
 * The template a store owner fills in: the header row alone, in the export's column order. No example row,
 * so a template imported as it is never adds a made-up product.
 */
export function productCsvTemplate(): string {
  return `${PRODUCT_CSV_COLUMNS.join(',')}\r\n`;
}

/** The template as a link target: a data URL needs no object URL to create and revoke. */
export function productCsvTemplateHref(): string {
  return `data:text/csv;charset=utf-8,${encodeURIComponent(productCsvTemplate())}`;
}

const required = new Set<ProductCsvColumn>(PRODUCT_CSV_REQUIRED_COLUMNS);

/** The columns split as the dialog lists them: those a file must have, and those that take the form's defaults. */
export function templateColumns(): { required: ProductCsvColumn[]; optional: ProductCsvColumn[] } {
  return {
    required: PRODUCT_CSV_COLUMNS.filter((column) => required.has(column)),
    optional: PRODUCT_CSV_COLUMNS.filter((column) => !required.has(column)),
  };
}

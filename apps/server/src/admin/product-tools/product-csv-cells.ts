import { centsToDollars, PRODUCT_CSV_COLUMNS, type ProductCsvColumn } from '@aurora-store/api/contract';
import type { ProductImage } from '../../db/schema';
import type { CsvValue } from '../operations/csv';

/*
 * A product as the cells of one CSV record (PRODUCT_CSV_COLUMNS), the way the export writes them and the import
 * reads them back (product-csv-reading.ts): list cells hold one entry per line, an image as its URL then, after a
 * space, its alt text, a specification as 'Name: value'; booleans are true or false; money is dollars.
 */

/** Entries of a list cell are separated by a line break, as a spreadsheet writes one inside a cell. */
export const CELL_LINE_BREAK = '\n';
/** Between a specification's name and its value. */
export const SPECIFICATION_SEPARATOR = ': ';

/** What the export reads of a product: its table's columns and its category's slug. */
export interface ProductCsvSource {
  sku: string;
  name: string;
  brand: string;
  categorySlug: string;
  subcategory: string;
  description: string;
  priceCents: number;
  comparePriceCents: number | null;
  stock: number;
  lowStockThreshold: number;
  isActive: boolean;
  isFeatured: boolean;
  images: readonly Pick<ProductImage, 'url' | 'alt'>[];
  features: readonly string[];
  tags: readonly string[];
  specifications: Record<string, string>;
}

/** '1234.50': always two decimals, as a spreadsheet reads money. */
export function dollarsCell(cents: number): string {
  return centsToDollars(cents).toFixed(2);
}

export function imageLine({ url, alt }: Pick<ProductImage, 'url' | 'alt'>): string {
  return alt === '' ? url : `${url} ${alt}`;
}

/** The product's cells in PRODUCT_CSV_COLUMNS order, for `csvRecord`. */
export function productCsvCells(product: ProductCsvSource): CsvValue[] {
  const cells: Record<ProductCsvColumn, CsvValue> = {
    sku: product.sku,
    name: product.name,
    brand: product.brand,
    category: product.categorySlug,
    subcategory: product.subcategory,
    description: product.description,
    price: dollarsCell(product.priceCents),
    comparePrice: product.comparePriceCents === null ? '' : dollarsCell(product.comparePriceCents),
    stock: product.stock,
    lowStockThreshold: product.lowStockThreshold,
    isActive: String(product.isActive),
    isFeatured: String(product.isFeatured),
    images: product.images.map(imageLine).join(CELL_LINE_BREAK),
    features: product.features.join(CELL_LINE_BREAK),
    tags: product.tags.join(CELL_LINE_BREAK),
    specifications: Object.entries(product.specifications)
      .map(([name, value]) => `${name}${SPECIFICATION_SEPARATOR}${value}`)
      .join(CELL_LINE_BREAK),
  };
  return PRODUCT_CSV_COLUMNS.map((column) => cells[column]);
}

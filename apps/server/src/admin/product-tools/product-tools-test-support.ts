import {
  errorEnvelopeSchema,
  PRODUCT_CSV_COLUMNS,
  type ProductCsvColumn,
  productImportResponseSchema,
} from '@aurora-store/api/contract';
import type { caller } from '../catalogue/admin-catalogue-test-support';
import { csvRecord } from '../operations/csv';

type Call = ReturnType<typeof caller>;

/** A CSV of these columns (all of them unless given) and rows, as the export would write it. */
export function productCsv(
  rows: readonly Partial<Record<ProductCsvColumn, string>>[],
  columns: readonly ProductCsvColumn[] = PRODUCT_CSV_COLUMNS,
): string {
  return [columns, ...rows.map((row) => columns.map((column) => row[column] ?? ''))].map(csvRecord).join('');
}

/** A complete, valid row for a category that must exist. */
export function csvRow(
  overrides: Partial<Record<ProductCsvColumn, string>> = {},
): Partial<Record<ProductCsvColumn, string>> {
  return {
    sku: `CSV-${Math.random().toString(36).slice(2, 10)}`,
    name: 'Imported Lamp',
    brand: 'Lumen',
    category: 'home',
    subcategory: 'lighting',
    description: 'A lamp that came in a spreadsheet.',
    price: '19.90',
    stock: '7',
    ...overrides,
  };
}

/** Posts an import and answers its parsed success envelope, failing the test on any other status. */
export async function imported(call: Call, csv: string, dryRun: boolean) {
  const response = await call('POST', '/api/admin/products/import', { csv, dryRun });
  if (response.statusCode !== 200)
    throw new Error(`import refused (${response.statusCode}): ${response.body}`);
  return productImportResponseSchema.parse(response.json());
}

/** Posts an import that must be refused with this status; answers the error envelope. */
export async function importRefused(call: Call, csv: string, dryRun: boolean, status = 400) {
  const response = await call('POST', '/api/admin/products/import', { csv, dryRun });
  if (response.statusCode !== status) {
    throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
  }
  return errorEnvelopeSchema.parse(response.json());
}

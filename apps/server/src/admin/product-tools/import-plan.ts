import {
  type AdminProductFields,
  adminProductBodySchema,
  centsToDollars,
  type FieldError,
  importSkuRepeatedMessage,
  PRODUCT_CSV_COLUMNS,
  type ProductImportRow,
  UNKNOWN_CATEGORY_MESSAGE,
} from '@aurora-store/api/contract';
import type { ProductRow } from '../../products/product-view';
import { changedFields } from '../catalogue/changed-fields';
import type { ImportRecord } from './import-file';
import { readProductCells, withoutFormulaGuard } from './product-csv-reading';

/*
 * What an import would do with each row: create (a new SKU), update (the SKU exists and a value differs),
 * unchanged, or invalid (with its errors by column). Pure: the products and categories it is checked against
 * come in, so a dry run and the real import plan the same way.
 */

export interface ImportContext {
  /** The products (not deleted) the file's SKUs name, by `skuKey` of their SKU. */
  existingBySku: ReadonlyMap<string, ProductRow>;
  /** Every category's id, by slug. */
  categoryIds: ReadonlyMap<string, string>;
}

export interface PlannedRow extends ProductImportRow {
  /** The product form's fields of a valid row. */
  fields?: AdminProductFields;
  /** The product a create or an update row names. */
  existing?: ProductRow;
}

/** The SKU a record names, as the contract will read it: to look its product up before planning. */
export function recordSku(record: ImportRecord): string {
  return withoutFormulaGuard(record.cells.sku ?? '').trim();
}

/** What makes two SKUs the same one: their letters apart from case, as the unique index `products_sku_key`. */
export function skuKey(sku: string): string {
  return sku.toLowerCase();
}

/** A product as the form would show it: what a row is compared with, and what a column left out keeps. */
export function formOf(row: ProductRow): AdminProductFields {
  return {
    name: row.name,
    sku: row.sku,
    brand: row.brand,
    category: row.categorySlug,
    subcategory: row.subcategory,
    description: row.description,
    price: centsToDollars(row.priceCents),
    comparePrice: row.comparePriceCents === null ? null : centsToDollars(row.comparePriceCents),
    stock: row.stock,
    lowStockThreshold: row.lowStockThreshold,
    isActive: row.isActive,
    isFeatured: row.isFeatured,
    images: row.images.map(({ url, alt }) => ({ url, alt })),
    features: row.features,
    tags: row.tags,
    specifications: row.specifications,
  };
}

export function planImport(records: readonly ImportRecord[], context: ImportContext): PlannedRow[] {
  const firstLineOfSku = new Map<string, number>();
  return records.map((record) => {
    const sku = recordSku(record);
    const repeatedFrom = sku === '' ? undefined : firstLineOfSku.get(skuKey(sku));
    if (sku !== '' && repeatedFrom === undefined) firstLineOfSku.set(skuKey(sku), record.line);
    const plan = planRow(record, sku, context);
    if (repeatedFrom === undefined) return plan;
    return invalid(plan, [...plan.errors, { field: 'sku', message: importSkuRepeatedMessage(repeatedFrom) }]);
  });
}

function planRow(record: ImportRecord, sku: string, context: ImportContext): PlannedRow {
  const { values, errors: cellErrors } = readProductCells(record.cells);
  const existing = sku === '' ? undefined : context.existingBySku.get(skuKey(sku));
  // A column the file leaves out keeps the product's value; on create, the form's default.
  const current = existing && formOf(existing);
  const body = current ? { ...current, ...values } : values;
  const parsed = adminProductBodySchema.safeParse(body);
  const errors = firstErrorPerColumn([
    ...cellErrors,
    ...(parsed.error?.issues ?? []).map((issue) => ({
      field: String(issue.path[0] ?? 'row'),
      message: issue.message,
    })),
    ...categoryErrors(body.category, context),
  ]);
  const name = parsed.data?.name ?? String(body.name ?? '').trim();
  const row: PlannedRow = { line: record.line, sku, name, action: 'create', errors: [], changes: [] };
  if (errors.length > 0 || !parsed.data) return invalid(row, errors);
  if (!existing || !current) return { ...row, fields: parsed.data };
  const changed = new Set(changedFields(current, parsed.data));
  const changes = PRODUCT_CSV_COLUMNS.filter((column) => changed.has(column));
  return {
    ...row,
    action: changes.length > 0 ? 'update' : 'unchanged',
    changes,
    fields: parsed.data,
    existing,
  };
}

function categoryErrors(category: unknown, context: ImportContext): FieldError[] {
  const slug = typeof category === 'string' ? category.trim() : '';
  // An empty category is the contract's to refuse ('Category is required').
  return slug === '' || context.categoryIds.has(slug)
    ? []
    : [{ field: 'category', message: UNKNOWN_CATEGORY_MESSAGE }];
}

/** One reason per column is enough to fix it; the first found is the most basic one. */
function firstErrorPerColumn(errors: readonly FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return errors.filter((error) => !seen.has(error.field) && seen.add(error.field));
}

function invalid(row: PlannedRow, errors: FieldError[]): PlannedRow {
  return { line: row.line, sku: row.sku, name: row.name, action: 'invalid', errors, changes: [] };
}

import type { Readable } from 'node:stream';
import { PRODUCT_CSV_COLUMNS } from '@aurora-store/api/contract';
import { and, type SQL, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/open-database';
import { categories, products } from '../../db/schema';
import { joinCategory } from '../../products/product-view';
import {
  type AdminProductFilters,
  adminProductOrder,
  adminProductsMatching,
} from '../catalogue/admin-product-list';
import { csvRecord, type KeysetCursor, keysetCsvStream } from '../operations/csv';
import { productCsvCells } from './product-csv-cells';

/** Products read per query: the export never holds more than one page of them in memory. */
export const PRODUCT_EXPORT_PAGE_SIZE = 1000;

/**
 * The products the admin list shows for these filters, every page in the list's order (newest first), as a
 * stream of CSV text: the header row, then one record per product, read page by page (keyset on creation time
 * and id) as the client reads.
 */
export function productExportStream(
  db: AppDatabase,
  filters: AdminProductFilters,
  pageSize = PRODUCT_EXPORT_PAGE_SIZE,
): Readable {
  return keysetCsvStream(
    PRODUCT_CSV_COLUMNS,
    (after) => exportPage(db, filters, pageSize, after),
    (row) => csvRecord(productCsvCells(row)),
    pageSize,
  );
}

/**
 * After the cursor in the list's order (created_at descending, then id ascending). The first bound alone
 * (`created_at <= …`) is what lets PostgreSQL walk the creation-time index from the cursor on.
 */
function afterCursor(after: KeysetCursor | undefined): SQL | undefined {
  if (!after) return undefined;
  const createdAt = sql`${after.createdAt}::timestamptz`;
  return sql`(${products.createdAt} <= ${createdAt} and (${products.createdAt} < ${createdAt} or ${products.id} > ${after.id}::uuid))`;
}

function exportPage(db: AppDatabase, filters: AdminProductFilters, pageSize: number, after?: KeysetCursor) {
  return db
    .select({
      id: products.id,
      cursor: sql<string>`to_char(${products.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      sku: products.sku,
      name: products.name,
      brand: products.brand,
      categorySlug: categories.slug,
      subcategory: products.subcategory,
      description: products.description,
      priceCents: products.priceCents,
      comparePriceCents: products.comparePriceCents,
      stock: products.stock,
      lowStockThreshold: products.lowStockThreshold,
      isActive: products.isActive,
      isFeatured: products.isFeatured,
      images: products.images,
      features: products.features,
      tags: products.tags,
      specifications: products.specifications,
    })
    .from(products)
    .innerJoin(categories, joinCategory)
    .where(and(adminProductsMatching(filters), afterCursor(after)))
    .orderBy(...adminProductOrder)
    .limit(pageSize);
}

import {
  type adminProductListQuerySchema,
  type Pagination,
  type Product,
  paginate,
} from '@aurora-store/api/contract';
import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDatabase } from '../../db/open-database';
import { categories, products, storeCounts } from '../../db/schema';
import { joinCategory, selectProductRows, toProductAnswer } from '../../products/product-view';
import { containing } from './like-pattern';

type ListQuery = z.output<typeof adminProductListQuerySchema>;
/** The list's filters without its paging: what the CSV export also takes. */
export type AdminProductFilters = Partial<Pick<ListQuery, 'search' | 'category' | 'status' | 'stock'>>;

/** Not deleted: the admin sees inactive products and those of hidden categories, never a deleted one. */
export const notDeleted: SQL = isNull(products.deletedAt);

/** The list's order, newest first; the id settles products created at the same instant. */
export const adminProductOrder = [desc(products.createdAt), asc(products.id)] as const;

/**
 * The products the list shows for these filters (it names the category's slug: join `joinCategory`). The CSV
 * export reads through here too, so it holds exactly what the list shows.
 */
export function adminProductsMatching(filters: AdminProductFilters): SQL | undefined {
  return and(notDeleted, ...filterConditions(filters));
}

/** `GET /api/admin/products`: newest first, with the filters given. */
export async function listAdminProducts(
  db: AppDatabase,
  query: ListQuery,
): Promise<{ products: Product[]; pagination: Pagination }> {
  const where = adminProductsMatching(query);
  // The count apart from the page: a window count would make the page query hold every matching row.
  const [rows, total] = await Promise.all([
    selectProductRows(db)
      .where(where)
      .orderBy(...adminProductOrder)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    query.search || query.category || query.stock ? countMatches(db, where) : countByStatus(db, query.status),
  ]);
  return {
    products: rows.map(toProductAnswer),
    pagination: paginate(query.page, query.limit, total),
  };
}

async function countMatches(db: AppDatabase, where: SQL | undefined): Promise<number> {
  const [counted] = await db
    .select({ total: count() })
    .from(products)
    .innerJoin(categories, joinCategory)
    .where(where);
  return counted?.total ?? 0;
}

/**
 * Without a search or a category, the count is one the triggers already keep (every product has a category,
 * so the list's join drops none): counting 100,000 rows on every page of the unfiltered list was its cost.
 */
async function countByStatus(db: AppDatabase, status: AdminProductFilters['status']): Promise<number> {
  const rows = await db
    .select({ name: storeCounts.name, value: storeCounts.value })
    .from(storeCounts)
    .where(inArray(storeCounts.name, ['products.live', 'products.active']));
  const countOf = (name: string) => Number(rows.find((row) => row.name === name)?.value ?? 0);
  if (status === 'active') return countOf('products.active');
  if (status === 'inactive') return countOf('products.live') - countOf('products.active');
  return countOf('products.live');
}

/** Search is a plain "contains" over name, SKU and brand: an admin looks for a product they know. */
function filterConditions({ search, category, status, stock }: AdminProductFilters): SQL[] {
  const conditions: SQL[] = [];
  if (search) {
    const pattern = containing(search);
    const matches = or(
      ilike(products.name, pattern),
      ilike(products.sku, pattern),
      ilike(products.brand, pattern),
    );
    if (matches) conditions.push(matches);
  }
  if (category) conditions.push(eq(categories.slug, category));
  if (status) conditions.push(eq(products.isActive, status === 'active'));
  // As the analytics count them (products_low_stock_idx): low has some left, out has none.
  if (stock === 'low')
    conditions.push(gt(products.stock, 0), lte(products.stock, products.lowStockThreshold));
  if (stock === 'out') conditions.push(eq(products.stock, 0));
  return conditions;
}

/** The product as the admin edits it, unless it is deleted; the id must already be a valid UUID. */
export async function findAdminProduct(db: AppDatabase, id: string): Promise<Product | undefined> {
  const [row] = await selectProductRows(db)
    .where(and(eq(products.id, id), notDeleted))
    .limit(1);
  return row && toProductAnswer(row);
}

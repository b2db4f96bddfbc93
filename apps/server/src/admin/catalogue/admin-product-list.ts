import {
  type adminProductListQuerySchema,
  type Pagination,
  type Product,
  paginate,
} from '@aurora-store/api/contract';
import { and, asc, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDatabase } from '../../db/open-database';
import { categories, products } from '../../db/schema';
import { joinCategory, selectProductRows, toProductAnswer } from '../../products/product-view';
import { containing } from './like-pattern';

type ListQuery = z.output<typeof adminProductListQuerySchema>;

/** Not deleted: the admin sees inactive products and those of hidden categories, never a deleted one. */
export const notDeleted: SQL = isNull(products.deletedAt);

/** `GET /api/admin/products`: newest first, with the filters given. */
export async function listAdminProducts(
  db: AppDatabase,
  query: ListQuery,
): Promise<{ products: Product[]; pagination: Pagination }> {
  const where = and(notDeleted, ...filterConditions(query));
  // The count apart from the page: a window count would make the page query hold every matching row.
  const [rows, total] = await Promise.all([
    selectProductRows(db)
      .where(where)
      .orderBy(desc(products.createdAt), asc(products.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    countMatches(db, where),
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

/** Search is a plain "contains" over name, SKU and brand: an admin looks for a product they know. */
function filterConditions({ search, category, status }: ListQuery): SQL[] {
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
  return conditions;
}

/** The product as the admin edits it, unless it is deleted; the id must already be a valid UUID. */
export async function findAdminProduct(db: AppDatabase, id: string): Promise<Product | undefined> {
  const [row] = await selectProductRows(db)
    .where(and(eq(products.id, id), notDeleted))
    .limit(1);
  return row && toProductAnswer(row);
}

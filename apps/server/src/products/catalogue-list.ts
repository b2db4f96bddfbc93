import {
  ALL_CATEGORIES,
  centsToDollars,
  dollarsToCents,
  FEATURED_PRODUCTS_MAX,
  type Pagination,
  type Product,
  type ProductListFilters,
  paginate,
  type productListQuerySchema,
} from '@aurora-store/api/contract';
import { and, asc, count, desc, eq, gte, lt, max, min, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDatabase } from '../db/open-database';
import { categories, products } from '../db/schema';
import { searchMatches, searchRelevance } from './product-search';
import {
  joinCategory,
  productRowColumns,
  selectProductRows,
  toProductAnswer,
  visibleToShoppers,
} from './product-view';

export type CatalogueQuery = z.output<typeof productListQuerySchema>;

export interface CataloguePage {
  products: Product[];
  pagination: Pagination;
  filters: ProductListFilters;
}

/** `GET /api/products`: one page of what a shopper can see, matching every filter given. */
export async function listCatalogue(
  db: AppDatabase,
  query: CatalogueQuery,
  filters: () => Promise<ProductListFilters> = () => catalogueFilters(db),
): Promise<CataloguePage> {
  const where = and(visibleToShoppers, ...filterConditions(query));
  // The page and the number of matches in one round trip: the window counts before limit and offset apply.
  const [rows, offeredFilters] = await Promise.all([
    db
      .select({ ...productRowColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(products)
      .innerJoin(categories, joinCategory)
      .where(where)
      .orderBy(...ordering(query))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    filters(),
  ]);
  // A page past the end has no rows to carry the count, so only then is it asked for on its own.
  const total = rows[0]?.total ?? (query.page > 1 ? await countMatches(db, where) : 0);
  return {
    products: rows.map(({ total: _total, ...row }) => toProductAnswer(row)),
    pagination: paginate(query.page, query.limit, total),
    filters: offeredFilters,
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

/** The home page's featured products, newest first. */
export async function featuredProducts(db: AppDatabase): Promise<Product[]> {
  const rows = await selectProductRows(db)
    .where(and(visibleToShoppers, eq(products.isFeatured, true)))
    .orderBy(desc(products.createdAt), asc(products.id))
    .limit(FEATURED_PRODUCTS_MAX);
  return rows.map(toProductAnswer);
}

function filterConditions({ search, category, minPrice, maxPrice }: CatalogueQuery): SQL[] {
  const conditions: SQL[] = [];
  if (search) conditions.push(searchMatches(search));
  if (category && category !== ALL_CATEGORIES) conditions.push(eq(categories.slug, category));
  // The price bands partition the catalogue: the lower bound is inclusive, the upper one exclusive.
  if (minPrice !== undefined) conditions.push(gte(products.priceCents, dollarsToCents(minPrice)));
  if (maxPrice !== undefined) conditions.push(lt(products.priceCents, dollarsToCents(maxPrice)));
  return conditions;
}

/** The order asked for, relevance for a search without one, newest otherwise; the id keeps pages stable. */
function ordering({ sort, search }: CatalogueQuery): SQL[] {
  switch (sort) {
    case 'price_asc':
      return [asc(products.priceCents), asc(products.id)];
    case 'price_desc':
      return [desc(products.priceCents), asc(products.id)];
    case 'rating':
      return [desc(products.ratingHundredths), desc(products.reviewCount), asc(products.id)];
    case 'popular':
      return [desc(products.salesCount), asc(products.id)];
    case 'newest':
      return [desc(products.createdAt), asc(products.id)];
    case undefined:
      return search
        ? [desc(searchRelevance(search)), asc(products.id)]
        : [desc(products.createdAt), asc(products.id)];
  }
}

/** What the catalogue's filters can offer, over everything a shopper can see (not only this page). */
export async function catalogueFilters(db: AppDatabase): Promise<ProductListFilters> {
  const [activeCategories, brands] = await Promise.all([
    db
      .select({ slug: categories.slug })
      .from(categories)
      .where(eq(categories.isActive, true))
      .orderBy(asc(categories.name)),
    db
      .select({ brand: products.brand, lowest: min(products.priceCents), highest: max(products.priceCents) })
      .from(products)
      .innerJoin(categories, joinCategory)
      .where(visibleToShoppers)
      .groupBy(products.brand)
      .orderBy(asc(products.brand)),
  ]);
  const lowest = brands.map((row) => row.lowest ?? 0);
  const highest = brands.map((row) => row.highest ?? 0);
  return {
    categories: activeCategories.map((row) => row.slug),
    brands: brands.map((row) => row.brand),
    priceRange: {
      min: centsToDollars(lowest.length ? Math.min(...lowest) : 0),
      max: centsToDollars(highest.length ? Math.max(...highest) : 0),
    },
  };
}

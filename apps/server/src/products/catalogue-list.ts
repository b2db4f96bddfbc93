import {
  ALL_CATEGORIES,
  dollarsToCents,
  FEATURED_PRODUCTS_MAX,
  type Pagination,
  type Product,
  type ProductListFilters,
  paginate,
  paginationSchema,
  productListFiltersSchema,
  type productListQuerySchema,
} from '@aurora-store/api/contract';
import { and, asc, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDatabase } from '../db/open-database';
import { categories, products } from '../db/schema';
import { type OfferedFilters, offeredFilterColumns, toCatalogueFilters } from './catalogue-filters';
import { type ProductTexts, productStamp } from './product-answer-texts';
import { searchMatches, searchRelevance } from './product-search';
import { joinCategory, selectProductRows, toProductAnswer, visibleToShoppers } from './product-view';
import { successAnswerText } from './public-answer-cache';
import { jsonArray, placeIn } from './row-json';

export type CatalogueQuery = z.output<typeof productListQuerySchema>;

/** A catalogue page with each product as its answer text (see product-answer-texts.ts). */
export interface CataloguePage {
  productTexts: string[];
  pagination: Pagination;
  filters: ProductListFilters;
}

/** The page as the answer `productListResponseSchema` describes, spliced from its products' texts. */
export function catalogueAnswerText({ productTexts, pagination, filters }: CataloguePage): string {
  return successAnswerText({
    products: `[${productTexts.join(',')}]`,
    pagination: JSON.stringify(paginationSchema.parse(pagination)),
    filters: JSON.stringify(filters),
  });
}

/** Where a query's values go in a prepared statement, which is the same whatever the values are. */
const placeholders = {
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
  search: sql.placeholder('search'),
  category: sql.placeholder('category'),
  minPriceCents: sql.placeholder('minPriceCents'),
  maxPriceCents: sql.placeholder('maxPriceCents'),
  filtersVersion: sql.placeholder('filtersVersion'),
};

/** What makes two queries the same statement: which filters apply and the order asked for, not their values. */
interface QueryShape {
  search: boolean;
  category: boolean;
  minPrice: boolean;
  maxPrice: boolean;
  sort: CatalogueQuery['sort'];
}

/** The filter options as the server keeps them, with the version of the catalogue they were read at. */
interface KeptFilters {
  version: string;
  filters: ProductListFilters;
}

/**
 * `GET /api/products`: one page of what a shopper can see, matching every filter given, with the number of
 * matches and the filter options, in one round trip to the database. The statement works the options out only
 * when their version has moved since the server kept them (catalogue-filters.ts), so they are always those of
 * the catalogue the page was read from. Each shape of query is a statement prepared once per database: Drizzle
 * builds its SQL once, PostgreSQL parses it once per connection and, once it has found a plan good for any
 * values, plans it no more.
 */
export function catalogueLister(db: AppDatabase, productTexts: ProductTexts) {
  const pages = preparedByShape((shape) => pageQuery(db, shape).prepare(statementName(shape)));
  let kept: KeptFilters | undefined;

  return async function listCatalogue(query: CatalogueQuery): Promise<CataloguePage> {
    const known = kept;
    const row = await single(
      pages(shapeOf(query)).execute({ ...placeholderValues(query), filtersVersion: known?.version ?? null }),
    );
    const filters = row.offered ? readFilters(row.offered) : known?.filters;
    if (!filters) throw new Error('The catalogue statement kept filter options the server does not hold');
    if (row.offered && row.filtersVersion !== null) kept = { version: row.filtersVersion, filters };
    return {
      productTexts: await productTexts(row.stamps),
      pagination: paginate(query.page, query.limit, row.total),
      filters,
    };
  };
}

function readFilters(offered: OfferedFilters): ProductListFilters {
  return productListFiltersSchema.parse(toCatalogueFilters(offered));
}

/** Builds a shape's statement the first time it is asked for, and answers the same one every time after. */
function preparedByShape<Statement>(
  prepare: (shape: QueryShape) => Statement,
): (shape: QueryShape) => Statement {
  const prepared = new Map<string, Statement>();
  return (shape) => {
    const key = shapeKey(shape);
    let statement = prepared.get(key);
    if (!statement) {
      statement = prepare(shape);
      prepared.set(key, statement);
    }
    return statement;
  };
}

/** An aggregate without grouping answers exactly one row, whatever matched. */
async function single<Row>(rows: Promise<Row[]>): Promise<Row> {
  const [row] = await rows;
  if (!row) throw new Error('The catalogue statement answered no row');
  return row;
}

/**
 * The page's products' stamps as one JSON array in their order, and the number of matches, with the filter
 * options' columns beside them. Only the ids of the matches go through the sort and the windows; the stamps are
 * read for the page's rows alone, after the limit. The number of matches is counted in the same pass as the page;
 * a page past the end has no row to carry it: an aggregate still answers one row, and only then does the
 * statement count the matches on their own.
 */
function pageQuery(db: AppDatabase, shape: QueryShape) {
  const where = and(visibleToShoppers, ...filterConditions(shape));
  const order = ordering(shape);
  const page = db
    .select({
      productId: sql<string>`${products.id}`.as('product_id'),
      place: placeIn(order).as('place'),
      // Counted before limit and offset apply.
      matches: sql<number>`count(*) over ()`.as('matches'),
    })
    .from(products)
    .innerJoin(categories, joinCategory)
    .where(where)
    .orderBy(...order)
    .limit(placeholders.limit)
    .offset(placeholders.offset)
    .as('page');
  const counted = db
    .select({ total: count() })
    .from(products)
    .innerJoin(categories, joinCategory)
    .where(where);
  return db
    .select({
      stamps: jsonArray<string>(productStamp, [page.place]),
      // coalesce runs the subquery only when the page brought no count.
      total: sql<number>`coalesce(max(${page.matches}), (${counted}))`.mapWith(Number),
      ...offeredFilterColumns(placeholders.filtersVersion),
    })
    .from(page)
    .innerJoin(products, eq(products.id, page.productId))
    .innerJoin(categories, joinCategory);
}

function shapeOf({ search, category, minPrice, maxPrice, sort }: CatalogueQuery): QueryShape {
  return {
    search: Boolean(search),
    category: Boolean(category && category !== ALL_CATEGORIES),
    minPrice: minPrice !== undefined,
    maxPrice: maxPrice !== undefined,
    sort,
  };
}

/** The filters that apply by their initials, and the order: `s___default` is a search in its own order. */
function shapeKey(shape: QueryShape): string {
  const filters = (['search', 'category', 'minPrice', 'maxPrice'] as const)
    .map((filter) => (shape[filter] ? filter[0] : '_'))
    .join('');
  return `${filters}_${shape.sort ?? 'default'}`;
}

/** The name PostgreSQL knows the prepared statement by, on each connection that has run it. */
function statementName(shape: QueryShape): string {
  return `catalogue_${shapeKey(shape)}`;
}

function placeholderValues(query: CatalogueQuery) {
  return {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
    search: query.search,
    category: query.category,
    minPriceCents: query.minPrice === undefined ? undefined : dollarsToCents(query.minPrice),
    maxPriceCents: query.maxPrice === undefined ? undefined : dollarsToCents(query.maxPrice),
  };
}

function filterConditions(shape: QueryShape): SQL[] {
  const conditions: SQL[] = [];
  if (shape.search) conditions.push(searchMatches(placeholders.search));
  if (shape.category) conditions.push(eq(categories.slug, placeholders.category));
  // The price bands partition the catalogue: the lower bound is inclusive, the upper one exclusive.
  if (shape.minPrice) conditions.push(gte(products.priceCents, placeholders.minPriceCents));
  if (shape.maxPrice) conditions.push(lt(products.priceCents, placeholders.maxPriceCents));
  return conditions;
}

/** The order asked for, relevance for a search without one, newest otherwise; the id keeps pages stable. */
function ordering({ sort, search }: QueryShape): SQL[] {
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
        ? [desc(searchRelevance(placeholders.search)), asc(products.id)]
        : [desc(products.createdAt), asc(products.id)];
  }
}

/** The home page's featured products, newest first. */
export async function featuredProducts(db: AppDatabase): Promise<Product[]> {
  const rows = await selectProductRows(db)
    .where(and(visibleToShoppers, eq(products.isFeatured, true)))
    .orderBy(desc(products.createdAt), asc(products.id))
    .limit(FEATURED_PRODUCTS_MAX);
  return rows.map(toProductAnswer);
}

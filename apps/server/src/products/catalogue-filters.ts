import { centsToDollars, type ProductListFilters } from '@aurora-store/api/contract';
import { eq, max, min, type SQLWrapper, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { catalogueFiltersVersion, categories, products } from '../db/schema';
import { joinCategory, visibleToShoppers } from './product-view';
import { jsonArray } from './row-json';

/*
 * What the catalogue's filters can offer, over everything a shopper can see (not only one page): columns any
 * statement can select beside what it reads, so the catalogue page brings them in its own round trip, and only
 * when the server does not hold them already for the catalogue as the statement sees it.
 */

/** A visible brand with its lowest and highest price in cents. */
type BrandPrices = [brand: string, lowestCents: number, highestCents: number];

export interface OfferedFilters {
  categories: string[];
  brands: BrandPrices[];
}

const query = new QueryBuilder();

// Every brand a shopper can see with its price span.
const brandPrices = query
  .select({
    brand: products.brand,
    lowest: min(products.priceCents).as('lowest'),
    highest: max(products.priceCents).as('highest'),
  })
  .from(products)
  .innerJoin(categories, joinCategory)
  .where(visibleToShoppers)
  .groupBy(products.brand)
  .as('brand_prices');

/** The options as one JSON object, each named as `OfferedFilters` names it. */
const offeredFilters = sql<OfferedFilters>`json_build_object(
  'categories', (${query
    .select({ slugs: jsonArray(categories.slug, [categories.name]) })
    .from(categories)
    .where(eq(categories.isActive, true))}),
  'brands', (${query
    .select({
      brands: jsonArray(
        sql`json_build_array(${brandPrices.brand}, ${brandPrices.lowest}, ${brandPrices.highest})`,
        [brandPrices.brand],
      ),
    })
    .from(brandPrices)}))`;

/** The version of the options (drizzle/0012), as text: triggers move it with every change that can change them. */
const currentVersion = sql<
  string | null
>`(select ${catalogueFiltersVersion.version}::text from ${catalogueFiltersVersion})`;

/**
 * The columns to select: the options' version, and the options unless `keptVersion` (a placeholder; null when
 * none are kept) is that version. Then `offered` is null and the options kept stand: PostgreSQL runs a subquery
 * only when a value needs it, so the options cost nothing while the catalogue's brands, prices and categories
 * stand still, and are never older than the page they come with.
 */
export function offeredFilterColumns(keptVersion: SQLWrapper) {
  return {
    filtersVersion: currentVersion,
    offered: sql<OfferedFilters | null>`case when ${currentVersion} = ${keptVersion} then null else ${offeredFilters} end`,
  };
}

/** The contract's filters from the selected columns: the price range spans every brand's. */
export function toCatalogueFilters(offered: OfferedFilters): ProductListFilters {
  const lowest = offered.brands.map(([, lowestCents]) => lowestCents);
  const highest = offered.brands.map(([, , highestCents]) => highestCents);
  return {
    categories: offered.categories,
    brands: offered.brands.map(([brand]) => brand),
    priceRange: {
      min: centsToDollars(lowest.length ? Math.min(...lowest) : 0),
      max: centsToDollars(highest.length ? Math.max(...highest) : 0),
    },
  };
}

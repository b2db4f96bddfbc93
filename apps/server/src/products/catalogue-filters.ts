import { centsToDollars, type ProductListFilters } from '@aurora-store/api/contract';
import { eq, max, min, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { categories, products } from '../db/schema';
import { joinCategory, visibleToShoppers } from './product-view';
import { jsonArray } from './row-json';

/*
 * What the catalogue's filters can offer, over everything a shopper can see (not only one page): two JSON
 * columns any statement can select beside what it reads, so the catalogue page brings them in its own round trip.
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

/**
 * The columns to select, each named as `OfferedFilters` names it. Each is a subquery of its own, so it reads
 * the same beside any other columns: the active categories' slugs by name, and the brands by name.
 */
export const offeredFilterColumns: { [Key in keyof OfferedFilters]: SQL<OfferedFilters[Key]> } = {
  categories: sql<string[]>`(${query
    .select({ slugs: jsonArray(categories.slug, [categories.name]) })
    .from(categories)
    .where(eq(categories.isActive, true))})`,
  brands: sql<BrandPrices[]>`(${query
    .select({
      brands: jsonArray(
        sql`json_build_array(${brandPrices.brand}, ${brandPrices.lowest}, ${brandPrices.highest})`,
        [brandPrices.brand],
      ),
    })
    .from(brandPrices)})`,
};

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

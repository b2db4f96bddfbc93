import { centsToDollars, discountPercentage, type Product } from '@aurora-store/api/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/open-database';
import { categories, products } from '../db/schema';

/*
 * The one way a product leaves the database for an answer: the row with its category's slug, shaped by
 * `toProductAnswer`. The catalogue, the cart, the wishlist, the comparison (and orders) all read through here,
 * so a product looks the same wherever a shopper meets it.
 */

/**
 * Every column an answer needs (the search vector stays in the database). Select it nested beside other
 * columns (`{ product: productRowColumns, quantity: cartItems.quantity }`) with `joinCategory` in the query.
 */
export const productRowColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  priceCents: products.priceCents,
  comparePriceCents: products.comparePriceCents,
  stock: products.stock,
  lowStockThreshold: products.lowStockThreshold,
  categoryId: products.categoryId,
  categorySlug: categories.slug,
  subcategory: products.subcategory,
  brand: products.brand,
  sku: products.sku,
  images: products.images,
  specifications: products.specifications,
  features: products.features,
  tags: products.tags,
  ratingHundredths: products.ratingHundredths,
  reviewCount: products.reviewCount,
  salesCount: products.salesCount,
  isActive: products.isActive,
  isFeatured: products.isFeatured,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

/** A product as `selectProductRows` reads it. */
export type ProductRow = Omit<typeof products.$inferSelect, 'search' | 'deletedAt' | 'firstOnSaleAt'> & {
  categorySlug: string;
};

/** The join condition from a product to its category, for queries that select `productRowColumns`. */
export const joinCategory: SQL = eq(products.categoryId, categories.id);

/**
 * Product rows joined with their category, as a dynamic query the caller narrows with `where`, `orderBy`,
 * `limit` or `for`. Works on the database and inside a transaction alike.
 */
export function selectProductRows(db: AppDatabase) {
  return db.select(productRowColumns).from(products).innerJoin(categories, joinCategory).$dynamic();
}

/**
 * What a shopper may see: an active, not deleted product in an active category (it names the joined category,
 * so use it where `joinCategory` is joined). Anything else is a 404 to shoppers everywhere.
 */
export const visibleToShoppers: SQL = sql`(${products.isActive} and ${products.deletedAt} is null and ${categories.isActive})`;

/**
 * `visibleToShoppers` for a statement on the products table alone, which asks for the category by its id (an
 * order's lines, the update that takes their stock): what a shopper cannot see, they cannot buy.
 */
export const forSale: SQL<boolean> = sql<boolean>`(${products.isActive} and ${products.deletedAt} is null and exists (select from ${categories} where ${categories.id} = ${products.categoryId} and ${categories.isActive}))`;

/** The product of that id if a shopper can see it; the id must already be a valid UUID (see `existingId`). */
export async function findVisibleProduct(db: AppDatabase, id: string): Promise<ProductRow | undefined> {
  const [row] = await selectProductRows(db)
    .where(and(eq(products.id, id), visibleToShoppers))
    .limit(1);
  return row;
}

/** A row as the contract's product: dollars at the edge, the rating back from hundredths. */
export function toProductAnswer(row: ProductRow): Product {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    description: row.description,
    price: centsToDollars(row.priceCents),
    comparePrice: row.comparePriceCents === null ? null : centsToDollars(row.comparePriceCents),
    discountPercentage: discountPercentage(row.priceCents, row.comparePriceCents),
    images: row.images,
    image: row.images[0]?.url ?? '',
    stock: row.stock,
    lowStockThreshold: row.lowStockThreshold,
    category: row.categorySlug,
    subcategory: row.subcategory,
    brand: row.brand,
    sku: row.sku,
    rating: row.ratingHundredths / 100,
    reviewCount: row.reviewCount,
    salesCount: row.salesCount,
    specifications: row.specifications,
    features: row.features,
    tags: row.tags,
    isActive: row.isActive,
    isFeatured: row.isFeatured,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

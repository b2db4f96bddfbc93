import type { Product } from '@aurora-store/api/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/open-database';
import { categories, products, wishlistItems } from '../db/schema';
import { notFound } from '../http/http-error';
import {
  findVisibleProduct,
  joinCategory,
  productRowColumns,
  toProductAnswer,
  visibleToShoppers,
} from '../products/product-view';

/*
 * A wishlist is always the signed-in user's own: every statement is scoped to `userId`. Entries of products
 * that left the shop stay stored but are not shown, so they come back if the product does.
 */

/** The user's wishlist, most recently added first. */
export async function loadWishlist(db: AppDatabase, userId: string): Promise<Product[]> {
  const rows = await db
    .select({ product: productRowColumns })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .innerJoin(categories, joinCategory)
    .where(and(eq(wishlistItems.userId, userId), visibleToShoppers))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId));
  return rows.map((row) => toProductAnswer(row.product));
}

/** Adding a product already on the list changes nothing. */
export async function addToWishlist(db: AppDatabase, userId: string, productId: string) {
  if (!(await findVisibleProduct(db, productId))) throw notFound('Product not found');
  await db.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing();
}

export async function removeFromWishlist(db: AppDatabase, userId: string, productId: string) {
  await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
}

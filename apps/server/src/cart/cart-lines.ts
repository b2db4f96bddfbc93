import type { CartLine } from '@aurora-store/api/contract';
import { stockLimitMessage } from '@aurora-store/api/contract';
import { and, asc, eq, notExists, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/open-database';
import { cartItems, categories, products } from '../db/schema';
import { conflict, notFound } from '../http/http-error';
import {
  findVisibleProduct,
  joinCategory,
  type ProductRow,
  productRowColumns,
  toProductAnswer,
  visibleToShoppers,
} from '../products/product-view';

/*
 * A cart is always the signed-in user's own: every statement here is scoped to `userId`, so no request can
 * name another person's cart. Quantities never exceed the product's stock at the time of the change; the
 * stock itself is only taken when an order is placed.
 */

const PRODUCT_NOT_FOUND = 'Product not found';

/**
 * The user's cart, oldest line first. A product that left the shop (inactive, deleted, its category hidden)
 * leaves the cart too, since that line could never be bought.
 */
export async function loadCart(db: AppDatabase, userId: string): Promise<CartLine[]> {
  await db.delete(cartItems).where(
    and(
      eq(cartItems.userId, userId),
      notExists(
        db
          .select({ one: sql`1` })
          .from(products)
          .innerJoin(categories, joinCategory)
          .where(and(eq(products.id, cartItems.productId), visibleToShoppers)),
      ),
    ),
  );
  const rows = await db
    .select({ product: productRowColumns, quantity: cartItems.quantity })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(categories, joinCategory)
    .where(and(eq(cartItems.userId, userId), visibleToShoppers))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.productId));
  return rows.map((row) => ({
    _id: row.product.id,
    product: toProductAnswer(row.product),
    quantity: row.quantity,
  }));
}

async function productOnSale(db: AppDatabase, productId: string): Promise<ProductRow> {
  const product = await findVisibleProduct(db, productId);
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  return product;
}

/**
 * Adds `quantity` to the user's line of the product, or starts the line. The merge is one statement whose
 * update only happens while the sum stays within stock, so two adds racing each other cannot together pass it.
 */
export async function addToCart(db: AppDatabase, userId: string, productId: string, quantity: number) {
  const product = await productOnSale(db, productId);
  if (quantity > product.stock) throw conflict(stockLimitMessage(product.stock));
  const merged = await db
    .insert(cartItems)
    .values({ userId, productId, quantity })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId],
      set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, updatedAt: sql`now()` },
      setWhere: sql`${cartItems.quantity} + excluded.quantity <= (select ${products.stock} from ${products} where ${products.id} = excluded.product_id)`,
    })
    .returning({ quantity: cartItems.quantity });
  if (merged.length === 0) throw conflict(stockLimitMessage(product.stock));
}

/** Sets the quantity of a line already in the cart; 0 removes it. */
export async function setCartQuantity(db: AppDatabase, userId: string, productId: string, quantity: number) {
  const product = await productOnSale(db, productId);
  const line = and(eq(cartItems.userId, userId), eq(cartItems.productId, productId));
  if (quantity > product.stock) throw conflict(stockLimitMessage(product.stock));
  const changed =
    quantity === 0
      ? await db.delete(cartItems).where(line).returning({ productId: cartItems.productId })
      : await db
          .update(cartItems)
          .set({ quantity, updatedAt: sql`now()` })
          .where(line)
          .returning({ productId: cartItems.productId });
  if (changed.length === 0) throw notFound('Item not in cart');
}

/** Removing a line that is not there changes nothing: the cart ends as asked either way. */
export async function removeFromCart(db: AppDatabase, userId: string, productId: string) {
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
}

export async function clearCart(db: AppDatabase, userId: string) {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}

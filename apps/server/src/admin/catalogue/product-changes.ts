import { randomUUID } from 'node:crypto';
import {
  type AdminProductFields,
  dollarsToCents,
  PRODUCT_NOT_FOUND_MESSAGE,
  type Product,
  SKU_TAKEN_MESSAGE,
  UNKNOWN_CATEGORY_MESSAGE,
} from '@aurora-store/api/contract';
import { and, eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/open-database';
import { cartItems, categories, type ProductImage, products, wishlistItems } from '../../db/schema';
import { badRequest, HttpError, notFound } from '../../http/http-error';
import { firstOnSaleOfChanged, firstOnSaleOfNew } from '../../products/first-on-sale';
import { selectProductRows, toProductAnswer } from '../../products/product-view';
import { recordAudit } from '../operations/audit';
import { notDeleted } from './admin-product-list';
import { changedFields } from './changed-fields';
import { isUniqueViolation } from './database-errors';

/*
 * Creating, updating and deleting products. Each change is one transaction with its audit entry. Rating,
 * reviews and sales are the store's own figures: no body reaches them (the contract strips them).
 */

const SKU_INDEX = 'products_sku_key';

/**
 * The category a form names by slug, held (key share) until the transaction ends, so it cannot be deleted
 * between this check and the product's insert. Inactive categories count: a product can wait in one.
 */
async function categoryOfSlug(tx: AppDatabase, slug: string): Promise<{ id: string; slug: string }> {
  const [category] = await tx
    .select({ id: categories.id, slug: categories.slug })
    .from(categories)
    .where(eq(categories.slug, slug))
    .for('key share');
  if (!category)
    throw badRequest(UNKNOWN_CATEGORY_MESSAGE, [{ field: 'category', message: UNKNOWN_CATEGORY_MESSAGE }]);
  return category;
}

/** Each kept image gets a public_id: the one it had when its url is unchanged, a new one otherwise. */
export function withPublicIds(
  images: AdminProductFields['images'],
  previous: readonly ProductImage[] = [],
): ProductImage[] {
  return images.map(({ url, alt }) => ({
    url,
    alt,
    public_id:
      previous.find((image) => image.url === url)?.public_id ?? `aurora-store/products/${randomUUID()}`,
  }));
}

/** The product table's columns for a form's fields (prices in cents), as create, update and an import write them. */
export function productColumns(fields: AdminProductFields, categoryId: string, images: ProductImage[]) {
  return {
    name: fields.name,
    sku: fields.sku,
    brand: fields.brand,
    categoryId,
    subcategory: fields.subcategory,
    description: fields.description,
    priceCents: dollarsToCents(fields.price),
    comparePriceCents: fields.comparePrice === null ? null : dollarsToCents(fields.comparePrice),
    stock: fields.stock,
    lowStockThreshold: fields.lowStockThreshold,
    isActive: fields.isActive,
    isFeatured: fields.isFeatured,
    images,
    features: fields.features,
    tags: fields.tags,
    specifications: fields.specifications,
  };
}

/** The 409 of a SKU another product has, named on its field so the form can show it there. */
export function skuTaken(): HttpError {
  return new HttpError(409, SKU_TAKEN_MESSAGE, [{ field: 'sku', message: SKU_TAKEN_MESSAGE }]);
}

/**
 * Unique SKUs apart from case: the index decides, so two admins saving one SKU at once cannot both succeed.
 */
async function refusingDuplicateSku<Result>(change: () => Promise<Result>): Promise<Result> {
  try {
    return await change();
  } catch (error) {
    if (isUniqueViolation(error, SKU_INDEX)) throw skuTaken();
    throw error;
  }
}

export function createProduct(
  db: AppDatabase,
  actorId: string,
  fields: AdminProductFields,
): Promise<Product> {
  return db.transaction(async (tx) => {
    const category = await categoryOfSlug(tx, fields.category);
    const [row] = await tx
      .insert(products)
      .values({
        ...productColumns(fields, category.id, withPublicIds(fields.images)),
        firstOnSaleAt: firstOnSaleOfNew(fields.isActive),
      })
      // The SKU's unique index is on lower(sku), which a conflict target cannot name; it is the table's only
      // unique index but the random id's, so any conflict is a SKU another product has in some case.
      .onConflictDoNothing()
      .returning();
    if (!row) throw skuTaken();
    await recordAudit(tx, {
      actorId,
      action: 'product.create',
      objectType: 'product',
      objectId: row.id,
      details: { name: row.name, sku: row.sku },
    });
    return toProductAnswer({ ...row, categorySlug: category.slug });
  });
}

export function updateProduct(
  db: AppDatabase,
  actorId: string,
  productId: string,
  fields: AdminProductFields,
): Promise<Product> {
  return refusingDuplicateSku(() =>
    db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(products)
        .where(and(eq(products.id, productId), notDeleted))
        .for('update');
      if (!current) throw notFound(PRODUCT_NOT_FOUND_MESSAGE);
      const category = await categoryOfSlug(tx, fields.category);
      const columns = productColumns(fields, category.id, withPublicIds(fields.images, current.images));
      const [row] = await tx
        .update(products)
        .set({ ...columns, firstOnSaleAt: firstOnSaleOfChanged(fields.isActive), updatedAt: new Date() })
        .where(eq(products.id, productId))
        .returning();
      if (!row) throw notFound(PRODUCT_NOT_FOUND_MESSAGE);
      await recordAudit(tx, {
        actorId,
        action: 'product.update',
        objectType: 'product',
        objectId: productId,
        details: { changed: changedFields(current, columns) },
      });
      return toProductAnswer({ ...row, categorySlug: category.slug });
    }),
  );
}

/**
 * Soft delete: the row stays (hidden everywhere) so past orders and reviews keep their product, and its SKU
 * is renamed out of the way so a new product can take it. It leaves every cart and wishlist at once, since
 * it can never be bought again. Answers the product as it was.
 */
export function deleteProduct(db: AppDatabase, actorId: string, productId: string): Promise<Product> {
  return db.transaction(async (tx) => {
    const product = await softDeleteProduct(tx, actorId, productId);
    if (!product) throw notFound(PRODUCT_NOT_FOUND_MESSAGE);
    return product;
  });
}

/**
 * The soft delete of `deleteProduct` inside the caller's transaction (a bulk delete runs many in one), with
 * its audit entry. Answers the product as it was, or undefined when there is no such product (or it is
 * already deleted), leaving the caller to decide what that means.
 */
export async function softDeleteProduct(
  tx: AppDatabase,
  actorId: string,
  productId: string,
): Promise<Product | undefined> {
  const [row] = await selectProductRows(tx)
    .where(and(eq(products.id, productId), notDeleted))
    .for('update', { of: products });
  if (!row) return undefined;
  await tx
    .update(products)
    .set({ deletedAt: new Date(), updatedAt: new Date(), sku: `${row.sku}-deleted-${row.id}` })
    .where(eq(products.id, productId));
  await tx.delete(cartItems).where(eq(cartItems.productId, productId));
  await tx.delete(wishlistItems).where(eq(wishlistItems.productId, productId));
  await recordAudit(tx, {
    actorId,
    action: 'product.delete',
    objectType: 'product',
    objectId: productId,
    details: { name: row.name, sku: row.sku },
  });
  return toProductAnswer(row);
}

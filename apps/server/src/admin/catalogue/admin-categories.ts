import {
  type AdminCategory,
  type adminCategoryBodySchema,
  CATEGORY_NAME_TAKEN_MESSAGE,
  CATEGORY_NOT_FOUND_MESSAGE,
  categoryInUseMessage,
  categorySlug,
} from '@aurora-store/api/contract';
import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDatabase } from '../../db/open-database';
import { categories, products } from '../../db/schema';
import { conflict, HttpError, notFound } from '../../http/http-error';
import { recordAudit } from '../operations/audit';
import { notDeleted } from './admin-product-list';
import { changedFields } from './changed-fields';
import { isUniqueViolation } from './database-errors';

type CategoryFields = z.output<typeof adminCategoryBodySchema>;
type CategoryRow = typeof categories.$inferSelect;

/** Names are unique whatever their case (an index on lower(name)); the slug made from the name is unique too. */
const NAME_INDEX = 'categories_name_key';

/** A taken name is the name field's fault: the form shows it there, and keeps what was typed. */
const nameTaken = () =>
  new HttpError(409, CATEGORY_NAME_TAKEN_MESSAGE, [{ field: 'name', message: CATEGORY_NAME_TAKEN_MESSAGE }]);

function toCategoryAnswer(row: CategoryRow, productCount: number): AdminCategory {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    image: row.image,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    productCount,
  };
}

/** Every category, inactive ones too, by name, each with its number of products (deleted ones not counted). */
export async function listCategories(db: AppDatabase): Promise<AdminCategory[]> {
  const rows = await db
    .select({
      category: categories,
      productCount: sql<number>`count(${products.id}) filter (where ${notDeleted})`.mapWith(Number),
    })
    .from(categories)
    .leftJoin(products, eq(products.categoryId, categories.id))
    .groupBy(categories.id)
    .orderBy(asc(categories.name), asc(categories.id));
  return rows.map((row) => toCategoryAnswer(row.category, row.productCount));
}

async function countProducts(tx: AppDatabase, categoryId: string): Promise<number> {
  const [counted] = await tx
    .select({ total: count() })
    .from(products)
    .where(and(eq(products.categoryId, categoryId), notDeleted));
  return counted?.total ?? 0;
}

async function lockCategory(tx: AppDatabase, categoryId: string): Promise<CategoryRow> {
  const [row] = await tx.select().from(categories).where(eq(categories.id, categoryId)).for('update');
  if (!row) throw notFound(CATEGORY_NOT_FOUND_MESSAGE);
  return row;
}

/**
 * A name is taken when another category's name makes the same slug ('Outdoor!' beside 'Outdoor'), not when a
 * renamed category still holds the slug its old name made: then the new one gets the next free slug.
 */
async function slugForNewName(tx: AppDatabase, name: string, exceptId?: string): Promise<string> {
  const slug = categorySlug(name);
  const others = (
    await tx.select({ id: categories.id, name: categories.name, slug: categories.slug }).from(categories)
  ).filter((other) => other.id !== exceptId);
  if (others.some((other) => categorySlug(other.name) === slug)) throw nameTaken();
  const held = new Set(others.map((other) => other.slug));
  let free = slug;
  for (let suffix = 2; held.has(free); suffix += 1) free = `${slug}-${suffix}`;
  return free;
}

/** The slug is made from the name here, once: renaming keeps it, so links and filters that use it still work. */
export function createCategory(
  db: AppDatabase,
  actorId: string,
  fields: CategoryFields,
): Promise<AdminCategory> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(categories)
      .values({ ...fields, slug: await slugForNewName(tx, fields.name) })
      // Either unique index (the name in any case, or the slug) taken meanwhile means the name is taken.
      .onConflictDoNothing()
      .returning();
    if (!row) throw nameTaken();
    await recordAudit(tx, {
      actorId,
      action: 'category.create',
      objectType: 'category',
      objectId: row.id,
      details: { name: row.name },
    });
    return toCategoryAnswer(row, 0);
  });
}

export async function updateCategory(
  db: AppDatabase,
  actorId: string,
  categoryId: string,
  fields: CategoryFields,
): Promise<AdminCategory> {
  try {
    return await db.transaction(async (tx) => {
      const current = await lockCategory(tx, categoryId);
      // The same rule as a new name's; the slug itself stays.
      await slugForNewName(tx, fields.name, categoryId);
      const [row] = await tx
        .update(categories)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(categories.id, categoryId))
        .returning();
      if (!row) throw notFound(CATEGORY_NOT_FOUND_MESSAGE);
      await recordAudit(tx, {
        actorId,
        action: 'category.update',
        objectType: 'category',
        objectId: categoryId,
        details: { changed: changedFields(current, fields) },
      });
      return toCategoryAnswer(row, await countProducts(tx, categoryId));
    });
  } catch (error) {
    if (isUniqueViolation(error, NAME_INDEX)) throw nameTaken();
    throw error;
  }
}

/**
 * Refused (409) while any product that is not deleted is in the category. Deleted products still point at
 * it, and the schema does not let a product lose its category, so they go with it: they were already hidden
 * everywhere, and the order lines that sold them keep their own name, image and price.
 */
export function deleteCategory(db: AppDatabase, actorId: string, categoryId: string): Promise<AdminCategory> {
  return db.transaction(async (tx) => {
    // A product save naming this category waits for the lock, then finds it gone (400), never half-done.
    const row = await lockCategory(tx, categoryId);
    const inUse = await countProducts(tx, categoryId);
    if (inUse > 0) throw conflict(categoryInUseMessage(inUse));
    await tx.delete(products).where(and(eq(products.categoryId, categoryId), isNotNull(products.deletedAt)));
    await tx.delete(categories).where(eq(categories.id, categoryId));
    await recordAudit(tx, {
      actorId,
      action: 'category.delete',
      objectType: 'category',
      objectId: categoryId,
      details: { name: row.name },
    });
    return toCategoryAnswer(row, 0);
  });
}

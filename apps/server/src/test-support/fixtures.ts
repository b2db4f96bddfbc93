import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { signToken } from '../auth/tokens';
import type { AppDatabase } from '../db/open-database';
import { categories, coupons, products, users } from '../db/schema';
import type { TestApp } from './test-app';

type NewUser = typeof users.$inferInsert;
type NewProduct = typeof products.$inferInsert;
type NewCoupon = typeof coupons.$inferInsert;

export const TEST_PASSWORD = 'correct horse battery';

/** One hash for every fixture user: argon2id is slow on purpose, and tests make many users. */
let fixtureHash: Promise<string> | undefined;

/** A user straight in the database, with a valid token, for tests of calls that need one. */
export async function createUser(testApp: TestApp, fields: Partial<NewUser> = {}) {
  fixtureHash ??= hashPassword(TEST_PASSWORD);
  const [user] = await testApp.db
    .insert(users)
    .values({
      email: `shopper-${randomUUID()}@aurora.test`,
      passwordHash: await fixtureHash,
      firstName: 'Ada',
      lastName: 'Lovelace',
      ...fields,
    })
    .returning();
  if (!user) throw new Error('user not created');
  const token = await signToken(testApp.app.jwtKey, { userId: user.id, version: user.tokenVersion });
  return { user, token, authorization: `Bearer ${token}` };
}

export async function createCategory(db: AppDatabase, slug = `category-${randomUUID().slice(0, 8)}`) {
  const [existing] = await db.select().from(categories).where(eq(categories.slug, slug));
  if (existing) return existing;
  const [category] = await db
    .insert(categories)
    .values({ name: slug[0]?.toUpperCase() + slug.slice(1), slug, description: `All things ${slug}` })
    .returning();
  if (!category) throw new Error('category not created');
  return category;
}

/** A product straight in the database; give `categorySlug` to put it in a category of that slug. */
export async function createProduct(
  db: AppDatabase,
  fields: Partial<NewProduct> & { categorySlug?: string } = {},
) {
  const { categorySlug = 'electronics', ...columns } = fields;
  const category = await createCategory(db, categorySlug);
  const [product] = await db
    .insert(products)
    .values({
      name: 'Aurora Headphones',
      description: 'Wireless over-ear headphones with active noise cancelling.',
      priceCents: 129_99,
      stock: 25,
      categoryId: category.id,
      subcategory: 'audio',
      brand: 'Lumen',
      sku: `SKU-${randomUUID().slice(0, 12)}`,
      images: [{ url: '/api/images/products/test.svg', alt: 'Aurora Headphones', public_id: 'test' }],
      ...columns,
    })
    .returning();
  if (!product) throw new Error('product not created');
  return product;
}

/** A coupon straight in the database, valid from a day ago for a month, 10% off, unlimited, once per shopper. */
export async function createCoupon(db: AppDatabase, fields: Partial<NewCoupon> = {}) {
  const day = 24 * 60 * 60 * 1000;
  const [coupon] = await db
    .insert(coupons)
    .values({
      code: `SAVE-${randomUUID().slice(0, 8).toUpperCase()}`,
      description: '10% off everything',
      type: 'percentage',
      value: 10,
      validFrom: new Date(Date.now() - day),
      validUntil: new Date(Date.now() + 30 * day),
      ...fields,
    })
    .returning();
  if (!coupon) throw new Error('coupon not created');
  return coupon;
}

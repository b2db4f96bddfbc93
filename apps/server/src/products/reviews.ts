import type { Review, ReviewBody } from '@aurora-store/api/contract';
import { and, desc, eq, exists, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { AuthUser } from '../auth/authenticate';
import type { AppDatabase } from '../db/open-database';
import { categories, orderItems, orders, products, reviews, users } from '../db/schema';
import { conflict, forbidden, notFound } from '../http/http-error';
import { joinCategory, visibleToShoppers } from './product-view';
import { jsonArray, rowJson, rowJsonDecoder } from './row-json';

/** What a review answer shows, with its author's name: select with `users` joined on the author. */
const reviewColumns = {
  id: reviews.id,
  rating: reviews.rating,
  comment: reviews.comment,
  createdAt: reviews.createdAt,
  firstName: users.firstName,
  lastName: users.lastName,
};

/** A product's reviews, newest first, each with its author's name, as one JSON array (see row-json.ts). */
export function reviewsJson(productId: SQLWrapper): SQL<Record<string, unknown>[]> {
  return sql`(${new QueryBuilder()
    .select({
      reviews: jsonArray(rowJson(reviewColumns), [desc(reviews.createdAt), desc(reviews.id)]),
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.productId, productId))})`;
}

const decodeReview = rowJsonDecoder(reviewColumns);

/** One review of `reviewsJson` as the contract's review. */
export function toReview(json: Record<string, unknown>): Review {
  const row = decodeReview(json);
  return {
    _id: row.id,
    rating: row.rating,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    user: { firstName: row.firstName, lastName: row.lastName },
  };
}

/** True when one of the user's orders that reached 'delivered' holds the product. */
function deliveredTo(db: AppDatabase, userId: string, productId: string) {
  return exists(
    db
      .select({ one: sql`1` })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(
        and(eq(orders.userId, userId), eq(orders.status, 'delivered'), eq(orderItems.productId, productId)),
      ),
  );
}

function reviewedBy(db: AppDatabase, userId: string, productId: string) {
  return exists(
    db
      .select({ one: sql`1` })
      .from(reviews)
      .where(and(eq(reviews.userId, userId), eq(reviews.productId, productId))),
  );
}

/** The product page's "may I review this?": bought, delivered, and not reviewed yet. */
export async function canReview(db: AppDatabase, userId: string, productId: string): Promise<boolean> {
  const [answer] = await db
    .select({
      delivered: sql<boolean>`${deliveredTo(db, userId, productId)}`,
      reviewed: sql<boolean>`${reviewedBy(db, userId, productId)}`,
    })
    .from(products)
    .where(eq(products.id, productId));
  return Boolean(answer?.delivered && !answer.reviewed);
}

/**
 * Adds the user's one review of a product they received and recomputes the product's average rating and
 * review count in the same transaction. The product row is locked first, so concurrent reviews of one
 * product are counted one after the other and none is lost from the average.
 */
export async function createReview(
  db: AppDatabase,
  user: AuthUser,
  productId: string,
  body: ReviewBody,
): Promise<Review> {
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .innerJoin(categories, joinCategory)
      .where(and(eq(products.id, productId), visibleToShoppers))
      .for('update', { of: products });
    if (!product) throw notFound('Product not found');

    const [eligibility] = await tx
      .select({ delivered: sql<boolean>`${deliveredTo(tx, user.id, productId)}` })
      .from(products)
      .where(eq(products.id, productId));
    if (!eligibility?.delivered) throw forbidden('You can only review products from your delivered orders');

    // The unique (product, user) index decides "once per user", also against a racing second request.
    const [review] = await tx
      .insert(reviews)
      .values({ productId, userId: user.id, rating: body.rating, comment: body.comment })
      .onConflictDoNothing({ target: [reviews.productId, reviews.userId] })
      .returning();
    if (!review) throw conflict('You have already reviewed this product');

    await tx
      .update(products)
      .set({
        ratingHundredths: sql`(select coalesce(round(avg(${reviews.rating}) * 100), 0)::integer from ${reviews} where ${reviews.productId} = ${productId})`,
        reviewCount: sql`(select count(*)::integer from ${reviews} where ${reviews.productId} = ${productId})`,
      })
      .where(eq(products.id, productId));

    return {
      _id: review.id,
      rating: review.rating,
      comment: review.comment,
      createdAt: review.createdAt.toISOString(),
      user: { firstName: user.firstName, lastName: user.lastName },
    };
  });
}

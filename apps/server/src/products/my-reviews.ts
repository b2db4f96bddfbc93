import type { MyReview } from '@aurora-store/api/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDatabase } from '../db/open-database';
import { reviews } from '../db/schema';
import { isUuid } from '../http/ids';

/**
 * The user's own reviews of the given products. An id that cannot name a product is left out rather than
 * refused, as a product may be gone since the screen asking was drawn.
 */
export async function myReviewsOf(
  db: AppDatabase,
  userId: string,
  productIds: readonly string[],
): Promise<MyReview[]> {
  const ids = productIds.filter(isUuid);
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: reviews.id,
      productId: reviews.productId,
      rating: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), inArray(reviews.productId, ids)));
  return rows.map((row) => ({
    _id: row.id,
    product: row.productId,
    rating: row.rating,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
  }));
}

import type { PlannedOrder, SeedProduct } from './plan-orders';
import type { Random } from './random';
import { type Rating, reviewComments } from './review-comments';
import { earliest, hoursAfter } from './time';

export interface PlannedReview {
  shopperIndex: number;
  product: SeedProduct;
  rating: Rating;
  comment: string;
  createdAt: Date;
}

/** Most people who review are happy; a few are not. */
const RATING_WEIGHTS: readonly (readonly [Rating, number])[] = [
  [5, 45],
  [4, 32],
  [3, 13],
  [2, 6],
  [1, 4],
];

/** Share of delivered purchases that get a review. */
const REVIEW_SHARE = 0.9;

/**
 * Reviews obey the store's rule: only a shopper who received the product in a delivered order reviews it, once,
 * some days after delivery. No product shows the same comment twice.
 */
export function planReviews(orders: readonly PlannedOrder[], random: Random, now: Date): PlannedReview[] {
  const reviewed = new Set<string>();
  const commentsUsed = new Map<string, Set<string>>();
  const reviews: PlannedReview[] = [];
  const delivered = orders
    .filter((order) => order.status === 'delivered' && order.deliveredAt)
    .sort((a, b) => a.placedAt.getTime() - b.placedAt.getTime());
  for (const order of delivered) {
    for (const { product } of order.lines) {
      const key = `${order.shopperIndex}:${product.sku}`;
      if (reviewed.has(key) || !order.deliveredAt || !random.chance(REVIEW_SHARE)) continue;
      reviewed.add(key);
      const rating = random.weighted(RATING_WEIGHTS);
      const used = commentsUsed.get(product.sku) ?? new Set<string>();
      commentsUsed.set(product.sku, used);
      const fresh = reviewComments(product.category, rating).filter((comment) => !used.has(comment));
      const comment = random.pick(fresh.length > 0 ? fresh : reviewComments(product.category, rating));
      used.add(comment);
      reviews.push({
        shopperIndex: order.shopperIndex,
        product,
        rating,
        comment,
        createdAt: earliest(hoursAfter(order.deliveredAt, random.between(10, 140)), hoursAfter(now, -1)),
      });
    }
  }
  return reviews;
}

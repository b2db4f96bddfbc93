import { type ProductDetailResponse, RELATED_PRODUCTS_MAX } from '@aurora-store/api/contract';
import { and, asc, desc, eq, isNull, ne } from 'drizzle-orm';
import type { AuthUser } from '../auth/authenticate';
import type { AppDatabase } from '../db/open-database';
import { products } from '../db/schema';
import { notFound } from '../http/http-error';
import { selectProductRows, toProductAnswer, visibleToShoppers } from './product-view';
import { canReview, reviewsOf } from './reviews';

/**
 * The product page for whoever asks: shoppers see only what is on sale (anything else is 'Product not found');
 * an admin also sees an inactive product, as the admin list links here. Deleted products are gone for all.
 */
export async function productDetail(
  db: AppDatabase,
  productId: string,
  viewer: AuthUser | null,
): Promise<ProductDetailResponse['data']> {
  const visible = viewer?.role === 'admin' ? isNull(products.deletedAt) : visibleToShoppers;
  const [row] = await selectProductRows(db)
    .where(and(eq(products.id, productId), visible))
    .limit(1);
  if (!row) throw notFound('Product not found');

  const [productReviews, related, reviewable] = await Promise.all([
    reviewsOf(db, productId),
    selectProductRows(db)
      .where(and(visibleToShoppers, eq(products.categoryId, row.categoryId), ne(products.id, productId)))
      .orderBy(desc(products.salesCount), asc(products.id))
      .limit(RELATED_PRODUCTS_MAX),
    viewer ? canReview(db, viewer.id, productId) : false,
  ]);
  return {
    product: { ...toProductAnswer(row), reviews: productReviews },
    relatedProducts: related.map(toProductAnswer),
    canReview: reviewable,
  };
}

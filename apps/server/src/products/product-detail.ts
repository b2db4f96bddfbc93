import { type ProductDetailResponse, RELATED_PRODUCTS_MAX } from '@aurora-store/api/contract';
import { and, asc, desc, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { AuthUser } from '../auth/authenticate';
import type { AppDatabase } from '../db/open-database';
import { categories, products } from '../db/schema';
import { notFound } from '../http/http-error';
import {
  decodeProductRow,
  joinCategory,
  productRowJson,
  toProductAnswer,
  visibleToShoppers,
} from './product-view';
import { canReview, reviewsJson, toReview } from './reviews';
import { jsonArray, placeIn } from './row-json';

const productId = sql.placeholder('productId');

/**
 * The product page for whoever asks: shoppers see only what is on sale (anything else is 'Product not found');
 * an admin also sees an inactive product, as the admin list links here. Deleted products are gone for all.
 * The product, its reviews and its related products come in one round trip, from a statement prepared once per
 * database for shoppers and once for admins; whether a signed-in viewer may review it is asked after that.
 */
export function productPageReader(db: AppDatabase) {
  const forShoppers = prepareProductPage(db, visibleToShoppers, 'product_page_for_shoppers');
  const forAdmins = prepareProductPage(db, isNull(products.deletedAt), 'product_page_for_admins');

  return async function productDetail(
    id: string,
    viewer: AuthUser | null,
  ): Promise<ProductDetailResponse['data']> {
    const statement = viewer?.role === 'admin' ? forAdmins : forShoppers;
    const [row] = await statement.execute({ productId: id });
    if (!row) throw notFound('Product not found');
    return {
      product: { ...toProductAnswer(decodeProductRow(row.product)), reviews: row.reviews.map(toReview) },
      relatedProducts: row.related.map((product) => toProductAnswer(decodeProductRow(product))),
      canReview: viewer ? await canReview(db, viewer.id, id) : false,
    };
  };
}

/** No row when the product is not there for this viewer; else the product with its reviews and related products. */
function prepareProductPage(db: AppDatabase, visible: SQL, name: string) {
  const viewed = db
    .select({
      id: products.id,
      categoryId: products.categoryId,
      product: sql`${productRowJson}`.as('product'),
    })
    .from(products)
    .innerJoin(categories, joinCategory)
    .where(and(eq(products.id, productId), visible))
    .as('viewed');
  // Others of its category a shopper can see, best-selling first.
  const order = [desc(products.salesCount), asc(products.id)];
  const related = db
    .select({
      product: sql`${productRowJson}`.as('related_product'),
      place: placeIn(order).as('place'),
    })
    .from(products)
    .innerJoin(categories, joinCategory)
    .where(and(visibleToShoppers, eq(products.categoryId, viewed.categoryId), ne(products.id, viewed.id)))
    .orderBy(...order)
    .limit(RELATED_PRODUCTS_MAX)
    .as('related');
  return db
    .select({
      product: sql<Record<string, unknown>>`${viewed.product}`,
      reviews: reviewsJson(viewed.id),
      related: sql<Record<string, unknown>[]>`(${db
        .select({ related: jsonArray(related.product, [related.place]) })
        .from(related)})`,
    })
    .from(viewed)
    .prepare(name);
}

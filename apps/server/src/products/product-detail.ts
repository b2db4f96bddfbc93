import { RELATED_PRODUCTS_MAX, reviewSchema } from '@aurora-store/api/contract';
import { and, asc, desc, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { AuthUser } from '../auth/authenticate';
import type { AppDatabase } from '../db/open-database';
import { categories, products } from '../db/schema';
import { notFound } from '../http/http-error';
import { type ProductTexts, productStamp } from './product-answer-texts';
import { joinCategory, visibleToShoppers } from './product-view';
import { successAnswerText } from './public-answer-cache';
import { canReview, reviewsJson, toReview } from './reviews';
import { jsonArray, placeIn } from './row-json';

const productId = sql.placeholder('productId');

/**
 * The product page for whoever asks: shoppers see only what is on sale (anything else is 'Product not found');
 * an admin also sees an inactive product, as the admin list links here. Deleted products are gone for all.
 * The product's and its related products' stamps and its reviews come in one round trip, from a statement
 * prepared once per database for shoppers and once for admins; whether a signed-in viewer may review it is asked
 * after that. The answer is `productDetailResponseSchema`'s, as text spliced from the products' answer texts.
 */
export function productPageReader(db: AppDatabase, productTexts: ProductTexts) {
  const forShoppers = prepareProductPage(db, visibleToShoppers, 'product_page_for_shoppers');
  const forAdmins = prepareProductPage(db, isNull(products.deletedAt), 'product_page_for_admins');

  return async function productPageText(id: string, viewer: AuthUser | null): Promise<string> {
    const statement = viewer?.role === 'admin' ? forAdmins : forShoppers;
    const [row] = await statement.execute({ productId: id });
    if (!row) throw notFound('Product not found');
    const [[product], related, reviewable] = await Promise.all([
      productTexts([row.product]),
      productTexts(row.related),
      viewer ? canReview(db, viewer.id, id) : false,
    ]);
    // Deleted between the two statements: as gone as if the first had not found it.
    if (!product) throw notFound('Product not found');
    const reviews = JSON.stringify(row.reviews.map((review) => reviewSchema.parse(toReview(review))));
    // The product page's product is the product with its reviews after its last field.
    return successAnswerText({
      product: `${product.slice(0, -1)},"reviews":${reviews}}`,
      relatedProducts: `[${related.join(',')}]`,
      canReview: JSON.stringify(reviewable),
    });
  };
}

/** No row when the product is not there for this viewer; else the product with its reviews and related products. */
function prepareProductPage(db: AppDatabase, visible: SQL, name: string) {
  const viewed = db
    .select({
      id: products.id,
      categoryId: products.categoryId,
      product: sql<string>`${productStamp}`.as('product'),
    })
    .from(products)
    .innerJoin(categories, joinCategory)
    .where(and(eq(products.id, productId), visible))
    .as('viewed');
  // Others of its category a shopper can see, best-selling first.
  const order = [desc(products.salesCount), asc(products.id)];
  const related = db
    .select({
      product: sql<string>`${productStamp}`.as('related_product'),
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
      product: sql<string>`${viewed.product}`,
      reviews: reviewsJson(viewed.id),
      related: sql<string[]>`(${db
        .select({ related: jsonArray(related.product, [related.place]) })
        .from(related)})`,
    })
    .from(viewed)
    .prepare(name);
}

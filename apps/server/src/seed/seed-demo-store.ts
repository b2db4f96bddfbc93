import { COUNTRY, LOW_STOCK_DEFAULT_THRESHOLD, PAYMENT_METHOD } from '@aurora-store/api/contract';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/open-database';
import {
  cartItems,
  categories,
  coupons,
  orderEvents,
  orderItems,
  orders,
  products,
  reviews,
  users,
  wishlistItems,
} from '../db/schema';
import { productImages } from '../images/product-images';
import { type AdminAccount, adminUserRow } from './admin-account';
import { catalogue } from './catalogue';
import { demoCoupons } from './demo-coupons';
import { demoShoppers } from './demo-shoppers';
import { planOrders, type SeedProduct } from './plan-orders';
import { planReviews } from './plan-reviews';
import { planShopping } from './plan-shopping';
import { createRandom } from './random';
import { daysBefore } from './time';

export interface SeedSummary {
  categories: number;
  products: number;
  shoppers: number;
  orders: number;
  reviews: number;
  coupons: number;
}

/** Any fixed number: the same seed gives the same store. */
const SEED = 0x4155524f;

/** The demo store "opened" this many days before the seed ran: before every product, shopper and order. */
const STORE_AGE_DAYS = 100;

/**
 * Writes the whole demo store into an empty database: categories, products with their images, the
 * administrator, demo shoppers, their orders, reviews, carts and wishlists, and coupons. Call it inside a
 * transaction; dates are relative to `now`.
 */
export async function seedDemoStore(
  db: AppDatabase,
  input: { now: Date; admin: AdminAccount; shopperPasswordHash: string },
): Promise<SeedSummary> {
  const { now } = input;
  const random = createRandom(SEED);
  const openedAt = daysBefore(now, STORE_AGE_DAYS);

  const entries = catalogue.flatMap((category) =>
    category.products.map((product) => {
      const images = productImages(product);
      const seedProduct: SeedProduct = {
        sku: product.sku,
        name: product.name,
        category: category.slug,
        priceCents: product.priceCents,
        stock: product.stock,
        image: images[0]?.url ?? '',
        isActive: !product.isInactive,
        // A random hour of the day, never enough to change the order of the catalogue's days.
        addedAt: daysBefore(now, product.addedDaysAgo + random.between(0, 0.9)),
      };
      return { category, product, images, seedProduct };
    }),
  );
  const plannedOrders = planOrders(
    entries.map((entry) => entry.seedProduct),
    demoShoppers,
    random,
    now,
  );
  const plannedReviews = planReviews(plannedOrders, random, now);
  const shopping = planShopping(
    entries.map((entry) => entry.seedProduct),
    random,
  );

  const categoryRows = await db
    .insert(categories)
    .values(
      catalogue.map((category) => ({
        name: category.name,
        slug: category.slug,
        description: category.description,
        isActive: true,
        createdAt: openedAt,
        updatedAt: openedAt,
      })),
    )
    .returning({ id: categories.id, slug: categories.slug });
  const categoryIds = idsBy(categoryRows, (row) => row.slug);

  const unitsSold = new Map<string, number>();
  for (const order of plannedOrders) {
    if (order.status === 'cancelled') continue;
    for (const { product, quantity } of order.lines) {
      unitsSold.set(product.sku, (unitsSold.get(product.sku) ?? 0) + quantity);
    }
  }
  const productRows = await db
    .insert(products)
    .values(
      entries.map(({ category, product, images, seedProduct }) => ({
        name: product.name,
        description: product.description,
        priceCents: product.priceCents,
        comparePriceCents: product.comparePriceCents ?? null,
        stock: product.stock,
        lowStockThreshold: product.lowStockThreshold ?? LOW_STOCK_DEFAULT_THRESHOLD,
        categoryId: idOf(categoryIds, category.slug),
        subcategory: product.subcategory,
        brand: product.brand,
        sku: product.sku,
        images,
        specifications: product.specifications,
        features: product.features,
        tags: product.tags,
        salesCount: product.earlierSales + (unitsSold.get(product.sku) ?? 0),
        isActive: seedProduct.isActive,
        // On sale since they were added, so the first new-product announcement does not list the demo catalogue.
        firstOnSaleAt: seedProduct.isActive ? seedProduct.addedAt : null,
        isFeatured: product.isFeatured ?? false,
        createdAt: seedProduct.addedAt,
        updatedAt: seedProduct.addedAt,
      })),
    )
    .returning({ id: products.id, sku: products.sku });
  const productIds = idsBy(productRows, (row) => row.sku);

  const userRows = await db
    .insert(users)
    .values([
      adminUserRow(input.admin, openedAt),
      ...demoShoppers.map((shopper) => {
        const joinedAt = daysBefore(now, shopper.joinedDaysAgo);
        return {
          email: shopper.email,
          passwordHash: input.shopperPasswordHash,
          firstName: shopper.firstName,
          lastName: shopper.lastName,
          phone: shopper.phone,
          isEmailVerified: shopper.isEmailVerified,
          createdAt: joinedAt,
          updatedAt: joinedAt,
        };
      }),
    ])
    .returning({ id: users.id, email: users.email });
  const userIds = idsBy(userRows, (row) => row.email);
  const adminId = idOf(userIds, input.admin.email);
  const shopperId = (index: number) => idOf(userIds, demoShoppers[index]?.email ?? '');

  const orderRows = await db
    .insert(orders)
    .values(
      plannedOrders.map((order) => {
        const shopper = demoShoppers[order.shopperIndex];
        if (!shopper) throw new Error(`No demo shopper ${order.shopperIndex}`);
        const address = {
          firstName: shopper.firstName,
          lastName: shopper.lastName,
          street: shopper.street,
          city: shopper.city,
          state: shopper.state,
          zipCode: shopper.zipCode,
          country: COUNTRY,
        };
        const lastChange = order.events.at(-1)?.at ?? order.placedAt;
        return {
          orderNumber: order.orderNumber,
          userId: shopperId(order.shopperIndex),
          status: order.status,
          isPaid: order.paidAt !== null,
          paidAt: order.paidAt,
          deliveredAt: order.deliveredAt,
          itemsPriceCents: order.summary.subtotalCents,
          taxPriceCents: order.summary.taxCents,
          shippingPriceCents: order.summary.shippingCents,
          totalPriceCents: order.summary.totalCents,
          shippingAddress: { ...address, phone: shopper.phone },
          billingAddress: address,
          paymentMethod: PAYMENT_METHOD,
          createdAt: order.placedAt,
          updatedAt: lastChange,
        };
      }),
    )
    .returning({ id: orders.id, orderNumber: orders.orderNumber });
  const orderIds = idsBy(orderRows, (row) => row.orderNumber);
  await db.insert(orderItems).values(
    plannedOrders.flatMap((order) =>
      order.lines.map(({ product, quantity }) => ({
        orderId: idOf(orderIds, order.orderNumber),
        productId: idOf(productIds, product.sku),
        name: product.name,
        image: product.image,
        priceCents: product.priceCents,
        quantity,
      })),
    ),
  );
  await db.insert(orderEvents).values(
    plannedOrders.flatMap((order) =>
      order.events.map((event) => ({
        orderId: idOf(orderIds, order.orderNumber),
        type: event.type,
        status: event.status,
        actorId: event.by === 'admin' ? adminId : shopperId(order.shopperIndex),
        at: event.at,
      })),
    ),
  );

  await db.insert(reviews).values(
    plannedReviews.map((review) => ({
      productId: idOf(productIds, review.product.sku),
      userId: shopperId(review.shopperIndex),
      rating: review.rating,
      comment: review.comment,
      createdAt: review.createdAt,
    })),
  );
  // The same average the review route keeps: hundredths of a star, rounded.
  await db.execute(sql`
    update ${products}
    set rating_hundredths = rated.rating_hundredths, review_count = rated.review_count
    from (
      select ${reviews.productId} as product_id,
             round(avg(${reviews.rating}) * 100)::integer as rating_hundredths,
             count(*)::integer as review_count
      from ${reviews}
      group by ${reviews.productId}
    ) as rated
    where ${products.id} = rated.product_id`);

  const couponRows = demoCoupons(now);
  await db.insert(coupons).values(couponRows);
  await db.insert(cartItems).values(
    shopping.cart.map((line) => ({
      userId: shopperId(line.shopperIndex),
      productId: idOf(productIds, line.product.sku),
      quantity: line.quantity,
    })),
  );
  await db.insert(wishlistItems).values(
    shopping.wishlist.map((entry) => ({
      userId: shopperId(entry.shopperIndex),
      productId: idOf(productIds, entry.product.sku),
    })),
  );

  return {
    categories: categoryRows.length,
    products: productRows.length,
    shoppers: demoShoppers.length,
    orders: plannedOrders.length,
    reviews: plannedReviews.length,
    coupons: couponRows.length,
  };
}

function idsBy<Row extends { id: string }>(rows: readonly Row[], key: (row: Row) => string) {
  return new Map(rows.map((row) => [key(row), row.id]));
}

function idOf(ids: ReadonlyMap<string, string>, key: string): string {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`The seed has no row for ${key}`);
  return id;
}

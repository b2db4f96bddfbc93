import { COUPON_STATUSES, couponStatus, ORDER_STATUSES, orderSummary } from '@aurora-store/api/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/passwords';
import type { Database } from '../db/open-database';
import { rawRows } from '../db/raw-rows';
import { databaseTargets, type TestStore } from '../test-support/database-targets';
import { DEMO_SHOPPER_PASSWORD, demoShoppers } from './demo-shoppers';
import { seedIfEmpty } from './seed-if-empty';
import { capturedOutput, readStore, type StoreContents } from './seed-test-support';

const DOLLARS_5 = 5_00;
const DOLLARS_2500 = 2_500_00;

describe.each(databaseTargets())('seeding an empty database on $name', (target) => {
  let testStore: TestStore;
  let database: Database;
  let store: StoreContents;
  const now = new Date();
  const firstRun = capturedOutput();

  beforeAll(async () => {
    testStore = await target.createStore({ adminEmail: 'owner@aurora.test', adminPassword: undefined });
    database = await testStore.open();
    await seedIfEmpty(database.db, testStore.config, firstRun.output, now);
    store = await readStore(database.db);
  });

  afterAll(async () => {
    await testStore?.dispose();
  });

  it('leaves the tables analyzed, so the catalogue is planned for what it holds', async () => {
    const [counted] = await rawRows<{ reltuples: number }>(
      database.db,
      sql`select reltuples from pg_class where relname = 'products'`,
    );
    expect(Number(counted?.reltuples)).toBe(store.products.length);
  });

  it('creates the four categories of the spec, active and described', () => {
    expect(store.categories.map(({ slug, name }) => ({ slug, name }))).toEqual([
      { slug: 'accessories', name: 'Accessories' },
      { slug: 'clothing', name: 'Clothing' },
      { slug: 'electronics', name: 'Electronics' },
      { slug: 'home', name: 'Home' },
    ]);
    for (const category of store.categories) {
      expect(category.isActive).toBe(true);
      expect(category.description.length).toBeGreaterThan(40);
    }
  });

  it('creates at least 48 complete products, 12 in each category, priced from $5 to $2,500', () => {
    expect(store.products.length).toBeGreaterThanOrEqual(48);
    for (const category of store.categories) {
      expect(store.products.filter((product) => product.categoryId === category.id)).toHaveLength(12);
    }
    for (const product of store.products) {
      expect(product.priceCents).toBeGreaterThanOrEqual(DOLLARS_5);
      expect(product.priceCents).toBeLessThanOrEqual(DOLLARS_2500);
      expect(product.images.length).toBeGreaterThanOrEqual(2);
      expect(product.images.length).toBeLessThanOrEqual(3);
      expect(product.features.length).toBeGreaterThanOrEqual(3);
      expect(Object.keys(product.specifications).length).toBeGreaterThanOrEqual(4);
      expect(product.tags.length).toBeGreaterThanOrEqual(2);
      expect(product.subcategory).not.toBe('');
      expect(product.brand).not.toBe('');
    }
    expect(new Set(store.products.map((product) => product.sku)).size).toBe(store.products.length);
  });

  it('covers every stock state, featured products, discounts, inactive products and a spread of dates', () => {
    const { products } = store;
    expect(products.some((product) => product.stock === 0)).toBe(true);
    expect(products.some((product) => product.stock > 0 && product.stock <= product.lowStockThreshold)).toBe(
      true,
    );
    expect(products.some((product) => product.stock > product.lowStockThreshold)).toBe(true);
    expect(
      products.filter((product) => product.isFeatured && product.isActive).length,
    ).toBeGreaterThanOrEqual(8);
    expect(products.some((product) => !product.isActive)).toBe(true);
    const discounted = products.filter((product) => product.comparePriceCents !== null);
    expect(discounted.length).toBeGreaterThan(0);
    for (const product of discounted) expect(product.comparePriceCents).toBeGreaterThan(product.priceCents);
    const ages = products.map((product) => (now.getTime() - product.createdAt.getTime()) / 86_400_000);
    expect(Math.min(...ages)).toBeLessThan(10);
    expect(Math.max(...ages)).toBeGreaterThan(80);
    expect(Math.max(...ages)).toBeLessThan(92);
  });

  it('puts the active products on sale since they were added, so none is announced as new', () => {
    for (const product of store.products) {
      expect(product.firstOnSaleAt).toEqual(product.isActive ? product.createdAt : null);
    }
  });

  it('places orders in all five statuses, each priced by orderSummary from its lines', () => {
    expect(new Set(store.orders.map((order) => order.status))).toEqual(new Set(ORDER_STATUSES));
    for (const order of store.orders) {
      const lines = store.orderItems.filter((line) => line.orderId === order.id);
      expect(lines.length).toBeGreaterThan(0);
      const summary = orderSummary(lines);
      expect(order.itemsPriceCents).toBe(summary.subtotalCents);
      expect(order.shippingPriceCents).toBe(summary.shippingCents);
      expect(order.taxPriceCents).toBe(summary.taxCents);
      expect(order.totalPriceCents).toBe(summary.totalCents);
      expect(order.orderNumber).toMatch(/^AUR-\d{8}-[2-9A-HJ-NP-Z]{6}$/);
      for (const line of lines) {
        const product = store.products.find((candidate) => candidate.id === line.productId);
        expect(line).toMatchObject({ name: product?.name, priceCents: product?.priceCents });
        expect(line.image).toBe(product?.images[0]?.url);
      }
    }
  });

  it('keeps payment, delivery and the timeline consistent with each status', () => {
    for (const order of store.orders) {
      const events = store.orderEvents.filter((event) => event.orderId === order.id);
      expect(events[0]).toMatchObject({ type: 'placed', status: 'pending', at: order.createdAt });
      expect(events.at(-1)?.at.getTime()).toBeLessThanOrEqual(now.getTime());
      const paid = ['processing', 'shipped', 'delivered'].includes(order.status);
      expect(order.isPaid).toBe(paid);
      expect(order.paidAt !== null).toBe(paid);
      expect(events.some((event) => event.type === 'payment_confirmed')).toBe(paid);
      expect(order.deliveredAt !== null).toBe(order.status === 'delivered');
      if (order.status !== 'pending') {
        expect(events.at(-1)).toMatchObject({ type: 'status_changed', status: order.status });
      }
    }
  });

  it('sells at least the units its orders hold', () => {
    for (const product of store.products) {
      const units = store.orderItems
        .filter((line) => line.productId === product.id)
        .filter((line) => store.orders.find((order) => order.id === line.orderId)?.status !== 'cancelled')
        .reduce((sum, line) => sum + line.quantity, 0);
      expect(product.salesCount).toBeGreaterThanOrEqual(units);
    }
  });

  it('writes reviews only by shoppers who received the product, and ratings that match them', () => {
    expect(store.reviews.length).toBeGreaterThanOrEqual(40);
    expect(store.reviews.length).toBeLessThanOrEqual(60);
    expect(new Set(store.reviews.map((review) => review.rating)).size).toBeGreaterThanOrEqual(3);
    for (const review of store.reviews) {
      const received = store.orders
        .filter((order) => order.userId === review.userId && order.status === 'delivered')
        .filter((order) =>
          store.orderItems.some((line) => line.orderId === order.id && line.productId === review.productId),
        );
      expect(received.length).toBeGreaterThan(0);
      expect(review.createdAt.getTime()).toBeGreaterThan(
        Math.min(...received.map((order) => order.deliveredAt?.getTime() ?? Number.POSITIVE_INFINITY)),
      );
    }
    for (const product of store.products) {
      const ratings = store.reviews.filter((review) => review.productId === product.id).map((r) => r.rating);
      const average = ratings.length ? ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length : 0;
      expect(product.reviewCount).toBe(ratings.length);
      expect(product.ratingHundredths).toBe(Math.round(average * 100));
    }
  });

  it('creates one coupon in each display status, with upper-case codes', () => {
    expect(store.coupons.map((coupon) => couponStatus(coupon, now)).sort()).toEqual(
      [...COUPON_STATUSES].sort(),
    );
    for (const coupon of store.coupons) {
      expect(coupon.code).toBe(coupon.code.toUpperCase());
      if (coupon.type === 'percentage') expect(coupon.value).toBeLessThanOrEqual(100);
      if (coupon.usageLimit !== null) expect(coupon.usedCount).toBeLessThanOrEqual(coupon.usageLimit);
    }
  });

  it('creates the demo shoppers with the documented password, and fills two carts and wishlists', async () => {
    const shoppers = store.users.filter((user) => user.role === 'user');
    expect(shoppers.map((user) => user.email).sort()).toEqual(demoShoppers.map((s) => s.email).sort());
    const [first] = shoppers;
    expect(first && (await verifyPassword(first.passwordHash, DEMO_SHOPPER_PASSWORD))).toBe(true);
    expect(new Set(store.cartItems.map((line) => line.userId)).size).toBe(2);
    expect(new Set(store.wishlistItems.map((entry) => entry.userId)).size).toBe(2);
    for (const line of store.cartItems) {
      const product = store.products.find((candidate) => candidate.id === line.productId);
      expect(product?.isActive).toBe(true);
      expect(line.quantity).toBeLessThanOrEqual(product?.stock ?? 0);
    }
  });

  it('creates the configured administrator with an argon2id hash of a password printed once', async () => {
    const admins = store.users.filter((user) => user.role === 'admin');
    expect(admins).toHaveLength(1);
    const [admin] = admins;
    expect(admin).toMatchObject({ email: 'owner@aurora.test', isEmailVerified: true });
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    expect(firstRun.notices).toHaveLength(1);
    const passwordLine = firstRun.notices[0]?.find((line) => line.includes('password:'));
    const password = passwordLine?.split('password:')[1]?.trim() ?? '';
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect(admin && (await verifyPassword(admin.passwordHash, password))).toBe(true);
    expect(firstRun.infos.join('\n')).not.toContain(password);
    expect(firstRun.infos).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Seeded the demo store: 48 products in 4 categories/)]),
    );
  });

  it('does nothing on the next start, and prints nothing', async () => {
    const again = capturedOutput();

    const outcome = await seedIfEmpty(database.db, testStore.config, again.output);

    expect(outcome).toEqual({ seeded: undefined, adminCreated: false });
    expect(again.infos).toEqual([]);
    expect(again.notices).toEqual([]);
    expect(await readStore(database.db)).toEqual(store);
  });
});

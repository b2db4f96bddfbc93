import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/open-database';
import { categories } from '../db/schema';
import { createCategory, createProduct } from '../test-support/fixtures';

export const day = (n: number) => new Date(Date.UTC(2026, 0, n));

/** The visible catalogue of these tests; every sort below is written out by hand from this table. */
const catalogue = [
  {
    name: 'Aurora Wireless Headphones',
    brand: 'Lumen',
    categorySlug: 'electronics',
    priceCents: 129_99,
    comparePriceCents: 159_99,
    ratingHundredths: 450,
    reviewCount: 3,
    salesCount: 40,
    createdAt: day(1),
    description: 'Over-ear headphones with active noise cancelling and a 30 hour battery.',
  },
  {
    name: 'Nimbus Bluetooth Speaker',
    brand: 'Sonora',
    categorySlug: 'electronics',
    priceCents: 49_99,
    ratingHundredths: 420,
    salesCount: 90,
    createdAt: day(2),
  },
  {
    name: 'Polar Fleece Jacket',
    brand: 'Northwind',
    categorySlug: 'clothing',
    priceCents: 89_00,
    ratingHundredths: 480,
    salesCount: 15,
    createdAt: day(3),
  },
  {
    name: 'Canvas Tote Bag',
    brand: 'Lumen',
    categorySlug: 'accessories',
    priceCents: 19_50,
    ratingHundredths: 0,
    salesCount: 5,
    createdAt: day(4),
  },
  {
    name: 'Ceramic Pour-Over Kettle',
    brand: 'Hearth',
    categorySlug: 'home',
    priceCents: 50_00,
    ratingHundredths: 390,
    salesCount: 25,
    createdAt: day(5),
  },
  {
    name: 'Studio Monitor Speakers',
    brand: 'Sonora',
    categorySlug: 'electronics',
    priceCents: 200_00,
    ratingHundredths: 450,
    reviewCount: 8,
    salesCount: 60,
    createdAt: day(6),
  },
  {
    name: '4K Ultra Camera',
    brand: 'Optica',
    categorySlug: 'electronics',
    priceCents: 2499_99,
    ratingHundredths: 500,
    salesCount: 2,
    createdAt: day(7),
  },
  {
    name: 'Merino Wool Socks',
    brand: 'Northwind',
    categorySlug: 'clothing',
    priceCents: 5_00,
    ratingHundredths: 300,
    salesCount: 120,
    createdAt: day(8),
  },
];

export const NAMES = {
  headphones: 'Aurora Wireless Headphones',
  speaker: 'Nimbus Bluetooth Speaker',
  jacket: 'Polar Fleece Jacket',
  tote: 'Canvas Tote Bag',
  kettle: 'Ceramic Pour-Over Kettle',
  studio: 'Studio Monitor Speakers',
  camera: '4K Ultra Camera',
  socks: 'Merino Wool Socks',
};

/** The table above, plus three products no shopper may ever see: inactive, deleted, in a hidden category. */
export async function seedCatalogue(db: AppDatabase) {
  for (const product of catalogue) {
    await createProduct(db, { description: `The ${product.name} by ${product.brand}.`, ...product });
  }
  await createProduct(db, { name: 'Hidden Headphones', brand: 'Ghost', isActive: false, priceCents: 1 });
  await createProduct(db, { name: 'Deleted Headphones', brand: 'Ghost', deletedAt: new Date() });
  const garden = await createCategory(db, 'garden');
  await db.update(categories).set({ isActive: false }).where(eq(categories.id, garden.id));
  await createProduct(db, { name: 'Garden Headphones', brand: 'Ghost', categorySlug: 'garden' });
}

import { desc, eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/open-database';
import { categories, products } from '../db/schema';
import { joinCategory, visibleToShoppers } from '../products/product-view';
import { escapeXml } from './html-text';

/**
 * The sitemaps protocol's limit for one file. A catalogue past it needs a sitemap index over several files:
 * until a store gets there, the first this many (newest changes first) are listed and the rest found by links.
 */
const SITEMAP_MAX_URLS = 50_000;

interface SitemapEntry {
  loc: string;
  lastmod: Date;
}

/**
 * `/sitemap.xml`: home, the catalogue, every active category's page and every product a shopper can see, each
 * with when it last changed. Inactive or deleted products, and products of an inactive category, are not listed.
 */
export async function sitemapXml(db: AppDatabase, publicUrl: string): Promise<string> {
  const categoryRows = await db
    .select({ slug: categories.slug, updatedAt: categories.updatedAt })
    .from(categories)
    .where(eq(categories.isActive, true))
    .orderBy(categories.slug);
  const productRows = await db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .innerJoin(categories, joinCategory)
    .where(visibleToShoppers)
    .orderBy(desc(products.updatedAt), products.id)
    // Home and the catalogue, then the categories, then products.
    .limit(Math.max(0, SITEMAP_MAX_URLS - 2 - categoryRows.length));
  const newest = [...categoryRows, ...productRows].reduce<Date | undefined>(
    (latest, row) => (latest && latest > row.updatedAt ? latest : row.updatedAt),
    undefined,
  );
  const catalogueChange = newest ?? new Date(0);
  const entries: SitemapEntry[] = [
    { loc: `${publicUrl}/`, lastmod: catalogueChange },
    { loc: `${publicUrl}/products`, lastmod: catalogueChange },
    ...categoryRows.map((row) => ({
      loc: `${publicUrl}/products?category=${encodeURIComponent(row.slug)}`,
      lastmod: row.updatedAt,
    })),
    ...productRows.map((row) => ({ loc: `${publicUrl}/product/${row.id}`, lastmod: row.updatedAt })),
  ];
  const urls = entries.map(
    (entry) =>
      `<url><loc>${escapeXml(entry.loc)}</loc><lastmod>${entry.lastmod.toISOString()}</lastmod></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

import {
  CATALOGUE_CARD_SIZES,
  catalogueTitle,
  type Product,
  parseProductsQuery,
  productListQuerySchema,
  productListRequest,
  SEARCH_TEXT_MAX_LENGTH,
} from '@aurora-store/api/contract';
import { and, eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/open-database';
import { categories } from '../db/schema';
import type { Catalogue } from '../products/catalogue';
import { cardImage } from './card-image';
import type { FrameImage, PageHead } from './page-head';
import { shortDescription } from './seo-text';

/** Search result pages are for shoppers, not for search engines' own results: followed, not indexed. */
const SEARCH_ROBOTS = 'noindex, follow';

/**
 * The catalogue's head follows its category and search as the page does (`catalogueTitle`). A category's page
 * is its own canonical address, described by the category's own description; every other filter, the sort and
 * the page number point search engines to it, so one category is one result.
 */
export async function catalogueHead(
  db: AppDatabase,
  query: URLSearchParams,
  publicUrl: string,
): Promise<PageHead> {
  const search = (query.get('search') ?? '').trim().slice(0, SEARCH_TEXT_MAX_LENGTH);
  const slug = (query.get('category') ?? '').trim().toLowerCase();
  const [category] = slug
    ? await db
        .select({ slug: categories.slug, name: categories.name, description: categories.description })
        .from(categories)
        .where(and(eq(categories.slug, slug), eq(categories.isActive, true)))
        .limit(1)
    : [];
  const canonicalUrl = `${publicUrl}/products${category ? `?category=${encodeURIComponent(category.slug)}` : ''}`;
  const title = catalogueTitle({ search, category: category?.slug ?? '' });
  const description = search
    ? `Products matching “${search}”${category ? ` in ${category.name}` : ''} at Aurora Store.`
    : category
      ? shortDescription(category.description) ||
        `Shop ${category.name} at Aurora Store: compare prices, brands and ratings.`
      : 'Browse every product at Aurora Store: electronics, accessories, clothing and home goods, by category, brand, price and rating.';
  return {
    title,
    description,
    canonicalUrl,
    ...(search && { robots: SEARCH_ROBOTS }),
    share: { type: 'website', url: canonicalUrl },
  };
}

/**
 * The pictures of the products the catalogue page at this query shows first, in order, as its cards show them:
 * the page's first frame has a place for the first few. Read as the page itself will read them (the same query
 * from the same URL), so the pictures the HTML shows are the ones the app then shows in the same places.
 */
export async function catalogueFrameImages(
  catalogue: Pick<Catalogue, 'list'>,
  search: string,
): Promise<(FrameImage | null)[]> {
  const query = productListQuerySchema.safeParse(productListRequest(parseProductsQuery(search)));
  if (!query.success) return [];
  const page = await catalogue.list(query.data);
  return page.productTexts.map((text) => {
    // The product's answer text, validated against the contract when it was made (product-answer-texts.ts).
    return cardImage(JSON.parse(text) as Product, CATALOGUE_CARD_SIZES);
  });
}

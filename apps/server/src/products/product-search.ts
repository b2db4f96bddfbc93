import {
  SEARCH_SUGGESTIONS_MAX,
  SEARCH_SUGGESTIONS_MIN_CHARS,
  type SearchSuggestion,
} from '@aurora-store/api/contract';
import { and, asc, desc, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/open-database';
import { categories, products } from '../db/schema';
import { joinCategory, visibleToShoppers } from './product-view';

/*
 * Two ways a product matches what a shopper typed, either one enough:
 * - full-text search over the generated `products.search` vector (name, brand, subcategory, description),
 *   which understands word forms ('cameras' finds 'camera') and websearch syntax ('"noise cancelling" -wired');
 * - pg_trgm word similarity on the name and the brand, which forgives typos and unfinished words ('hedphones',
 *   'headph'). `%>` compares the typed text with the closest stretch of the column, at pg_trgm's default
 *   word-similarity threshold (0.6), and is what the trigram GIN indexes answer.
 */

/** What a shopper typed, or where a prepared statement takes it. */
type SearchText = string | Placeholder;

/**
 * The text as a query, worked out once per statement (a subquery): written inline, a prepared statement's
 * plan for any text would parse it again for every product, which made PostgreSQL plan each search anew.
 */
function textQuery(text: SearchText): SQL {
  return sql`(select websearch_to_tsquery('english', ${text}))`;
}

/** Products whose text matches `text` by words or by trigrams. */
export function searchMatches(text: SearchText): SQL {
  return sql`(${products.search} @@ ${textQuery(text)} or ${products.name} %> ${text} or ${products.brand} %> ${text})`;
}

/** Best match first: full-text rank plus how closely the name resembles the text (both 0..1 or so). */
export function searchRelevance(text: SearchText): SQL<number> {
  return sql<number>`ts_rank(${products.search}, ${textQuery(text)}) + word_similarity(${text}, ${products.name})`;
}

/** `abc%_` as a LIKE pattern that means exactly those characters. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * Up to SEARCH_SUGGESTIONS_MAX products for the search box: names containing the text (an unfinished word
 * included) or resembling it, names starting with it first, then the closest.
 */
export async function searchSuggestions(db: AppDatabase, q: string | undefined): Promise<SearchSuggestion[]> {
  const text = q?.trim() ?? '';
  if (text.length < SEARCH_SUGGESTIONS_MIN_CHARS) return [];
  const pattern = escapeLike(text);
  return db
    .select({ id: products.id, text: products.name, category: categories.slug, brand: products.brand })
    .from(products)
    .innerJoin(categories, joinCategory)
    .where(
      and(
        visibleToShoppers,
        sql`(${products.name} ilike ${`%${pattern}%`} or ${products.name} %> ${text} or ${products.brand} %> ${text})`,
      ),
    )
    .orderBy(
      desc(sql`${products.name} ilike ${`${pattern}%`}`),
      desc(sql`word_similarity(${text}, ${products.name})`),
      asc(products.name),
      asc(products.id),
    )
    .limit(SEARCH_SUGGESTIONS_MAX);
}

import { productSchema } from '@aurora-store/api/contract';
import { inArray, type SQL, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { AppDatabase } from '../db/open-database';
import { categories, products } from '../db/schema';
import { joinCategory, productRowColumns, toProductAnswer } from './product-view';

/*
 * A product's answer as JSON text, built and validated once per version of its row and kept by that version.
 * Measured on the catalogue's database path (`pnpm bench:api`), decoding each product's JSON from the driver,
 * shaping it, validating it against the contract and stringifying it again cost the server more than the
 * statement itself, for the same dozen products on every page. A catalogue statement now selects each product's
 * stamp (its id and the versions of its row and of its category's row) instead of the product, and the answer is
 * spliced from the texts kept for those stamps. Every request still reads the database, so an answer is never
 * older than its statement: a product changed in any way (price, stock, rating, a renamed category) has another
 * stamp, and its text is built anew from the row.
 */

/**
 * A product's stamp in a statement that joins its category: `id:rowVersion:categoryVersion`. PostgreSQL's `xmin`
 * is the transaction that wrote the row's current version, so any committed change to the row (whichever code
 * or trigger made it) gives another stamp, where an `updated_at` kept by hand could be missed by one writer.
 */
export const productStamp: SQL<string> = sql<string>`${products.id}::text || ':' || ${products}.xmin::text || ':' || ${categories}.xmin::text`;

/** The product id a stamp names. */
function stampedId(stamp: string): string {
  return stamp.slice(0, stamp.indexOf(':'));
}

/** How much text a server keeps (JavaScript strings count two bytes a character): ~16,000 products of ~1 KiB. */
const KEPT_BYTES = 32 * 1024 * 1024;

export type ProductTexts = (stamps: readonly string[]) => Promise<string[]>;

/**
 * The answer text of each stamped product, in the stamps' order. Those not kept are read in one more statement,
 * by id, with their stamps as read then; a product changed between the two statements is answered as read by the
 * second, and one deleted meanwhile is left out.
 */
export function productAnswerTexts(db: AppDatabase): ProductTexts {
  const kept = new LRUCache<string, string>({
    maxSize: KEPT_BYTES,
    sizeCalculation: (text) => text.length * 2,
  });

  return async function textsOf(stamps) {
    const missing = stamps.filter((stamp) => !kept.has(stamp));
    const readNow = new Map<string, string>();
    if (missing.length > 0) {
      const rows = await db
        .select({ ...productRowColumns, stamp: productStamp })
        .from(products)
        .innerJoin(categories, joinCategory)
        .where(inArray(products.id, missing.map(stampedId)));
      for (const row of rows) {
        const text = JSON.stringify(productSchema.parse(toProductAnswer(row)));
        readNow.set(row.id, text);
        kept.set(row.stamp, text);
      }
    }
    return stamps.flatMap((stamp) => {
      const text = kept.get(stamp) ?? readNow.get(stampedId(stamp));
      return text === undefined ? [] : [text];
    });
  };
}

import type { Product } from '@aurora-store/api/contract';
import { and, inArray } from 'drizzle-orm';
import type { AppDatabase } from '../db/open-database';
import { products } from '../db/schema';
import { isUuid } from '../http/ids';
import { selectProductRows, toProductAnswer, visibleToShoppers } from '../products/product-view';

/**
 * The products of those ids a shopper can see, in the order asked, each once. An id that names nothing
 * (malformed, deleted, inactive) is simply absent: a comparison list kept on a device may outlive a product.
 */
export async function compareProducts(db: AppDatabase, productIds: readonly string[]): Promise<Product[]> {
  const ids = [...new Set(productIds.filter(isUuid).map((id) => id.toLowerCase()))];
  if (ids.length === 0) return [];
  const rows = await selectProductRows(db).where(and(inArray(products.id, ids), visibleToShoppers));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toProductAnswer(row)] : [];
  });
}

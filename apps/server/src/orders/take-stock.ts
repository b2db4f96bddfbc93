import { stockLimitMessage } from '@aurora-store/api/contract';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/open-database';
import { products } from '../db/schema';
import { HttpError } from '../http/http-error';
import { forSale } from '../products/product-view';
import { byProductId, type PricedLine, unavailableProduct } from './order-lines';

/**
 * Takes each line's quantity from stock inside the caller's transaction, or throws a 409 (and the
 * transaction then rolls back every line already taken).
 *
 * Each update only succeeds while `stock >= quantity`: PostgreSQL re-checks that condition on the newest row
 * after waiting for any other transaction holding it, so two shoppers can never both buy the last unit. Rows
 * are locked in product id order, the same order every order takes, so two orders never deadlock.
 */
export async function takeStock(tx: AppDatabase, lines: readonly PricedLine[]): Promise<void> {
  const inLockOrder = [...lines].sort(byProductId);
  for (const line of inLockOrder) {
    const taken = await tx
      .update(products)
      .set({
        stock: sql`${products.stock} - ${line.quantity}`,
        salesCount: sql`${products.salesCount} + ${line.quantity}`,
      })
      .where(and(eq(products.id, line.productId), gte(products.stock, line.quantity), forSale))
      .returning({ id: products.id });
    if (taken.length === 0) throw await stockRefusal(tx, line);
  }
}

/** Why a line could not be taken, read after the failed update: too few left, none left, or gone. */
async function stockRefusal(tx: AppDatabase, line: PricedLine): Promise<HttpError> {
  const [product] = await tx
    .select({ stock: products.stock, forSale })
    .from(products)
    .where(eq(products.id, line.productId));
  if (!product?.forSale) return unavailableProduct(line, line.name);
  const message = stockLimitMessage(product.stock);
  return new HttpError(409, message, [{ field: `orderItems.${line.index}.quantity`, message }]);
}

import { PRODUCT_NOT_FOUND_MESSAGE, type Product } from '@aurora-store/api/contract';
import { and, eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/open-database';
import { products } from '../../db/schema';
import { notFound } from '../../http/http-error';
import { selectProductRows, toProductAnswer } from '../../products/product-view';
import { notDeleted } from '../catalogue/admin-product-list';
import { recordAudit } from '../operations/audit';

/**
 * `PUT /api/admin/products/:id/stock`: the list's stock cell. Only the stock changes (a restock must not undo
 * an edit another admin saved meanwhile), with its audit entry saying from what to what.
 */
export function restockProduct(
  db: AppDatabase,
  actorId: string,
  productId: string,
  stock: number,
): Promise<Product> {
  return db.transaction(async (tx) => {
    const [row] = await selectProductRows(tx)
      .where(and(eq(products.id, productId), notDeleted))
      .for('update', { of: products });
    if (!row) throw notFound(PRODUCT_NOT_FOUND_MESSAGE);
    if (row.stock === stock) return toProductAnswer(row);
    const [changed] = await tx
      .update(products)
      .set({ stock, updatedAt: new Date() })
      .where(eq(products.id, productId))
      .returning({ updatedAt: products.updatedAt });
    await recordAudit(tx, {
      actorId,
      action: 'product.restock',
      objectType: 'product',
      objectId: productId,
      details: { from: row.stock, to: stock },
    });
    return toProductAnswer({ ...row, stock, updatedAt: changed?.updatedAt ?? row.updatedAt });
  });
}

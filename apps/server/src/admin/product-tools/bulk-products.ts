import { type BulkProductAction, PRODUCT_NOT_FOUND_MESSAGE } from '@aurora-store/api/contract';
import { and, inArray, ne } from 'drizzle-orm';
import type { AppDatabase } from '../../db/open-database';
import { products } from '../../db/schema';
import { isUuid } from '../../http/ids';
import { firstOnSaleOfChanged } from '../../products/first-on-sale';
import { notDeleted } from '../catalogue/admin-product-list';
import { softDeleteProduct } from '../catalogue/product-changes';
import { recordAudits } from './audit-entries';

export interface BulkOutcome {
  action: BulkProductAction;
  succeeded: { _id: string; name: string }[];
  failed: { _id: string; name: string | null; message: string }[];
}

interface Named {
  id: string;
  name: string;
}

/**
 * `POST /api/admin/products/bulk`: one action on the products named, in one transaction, so a failure midway
 * leaves every product as it was. A product that is not there (missing, deleted, or not an id at all) fails
 * with its reason and the others still succeed. Each product the action changes gets its audit entry.
 */
export function bulkUpdateProducts(
  db: AppDatabase,
  actorId: string,
  action: BulkProductAction,
  requestedIds: readonly string[],
): Promise<BulkOutcome> {
  const ids = [...new Set(requestedIds)];
  const uuids = ids.filter(isUuid);
  return db.transaction(async (tx) => {
    const succeeded =
      action === 'delete'
        ? await deleteEach(tx, actorId, uuids)
        : await setActive(tx, actorId, uuids, action === 'activate');
    const done = new Map(succeeded.map((product) => [product.id, product.name]));
    // A deleted product keeps its name for the answer: the admin may have it on screen still.
    const names = await namesOf(
      tx,
      uuids.filter((id) => !done.has(id)),
    );
    return {
      action,
      succeeded: ids.flatMap((id) => {
        const name = done.get(id);
        return name === undefined ? [] : [{ _id: id, name }];
      }),
      failed: ids
        .filter((id) => !done.has(id))
        .map((id) => ({ _id: id, name: names.get(id) ?? null, message: PRODUCT_NOT_FOUND_MESSAGE })),
    };
  });
}

/** The same soft delete as deleting one product, each in this one transaction. */
async function deleteEach(tx: AppDatabase, actorId: string, ids: readonly string[]): Promise<Named[]> {
  const deleted: Named[] = [];
  for (const id of ids) {
    const product = await softDeleteProduct(tx, actorId, id);
    if (product) deleted.push({ id, name: product.name });
  }
  return deleted;
}

/** Every named product ends with `isActive`; those it changes are written in one statement and audited. */
async function setActive(
  tx: AppDatabase,
  actorId: string,
  ids: readonly string[],
  isActive: boolean,
): Promise<Named[]> {
  if (ids.length === 0) return [];
  const found = await tx
    .select({ id: products.id, name: products.name, sku: products.sku, isActive: products.isActive })
    .from(products)
    .where(and(inArray(products.id, [...ids]), notDeleted))
    .for('update');
  const changed = await tx
    .update(products)
    .set({ isActive, firstOnSaleAt: firstOnSaleOfChanged(isActive), updatedAt: new Date() })
    .where(and(inArray(products.id, [...ids]), notDeleted, ne(products.isActive, isActive)))
    .returning({ id: products.id });
  const changedIds = new Set(changed.map((product) => product.id));
  await recordAudits(
    tx,
    found
      .filter((product) => changedIds.has(product.id))
      .map((product) => ({
        actorId,
        action: isActive ? 'product.activate' : 'product.deactivate',
        objectType: 'product',
        objectId: product.id,
        details: { name: product.name, sku: product.sku },
      })),
  );
  return found;
}

async function namesOf(tx: AppDatabase, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(inArray(products.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

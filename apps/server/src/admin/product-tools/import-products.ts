import {
  type FieldError,
  importHasErrorsMessage,
  type ProductImportResponse,
  productsImportedMessage,
} from '@aurora-store/api/contract';
import { and, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/open-database';
import { categories, products } from '../../db/schema';
import { badRequest } from '../../http/http-error';
import { selectProductRows } from '../../products/product-view';
import { notDeleted } from '../catalogue/admin-product-list';
import { changedFields } from '../catalogue/changed-fields';
import { isUniqueViolation } from '../catalogue/database-errors';
import { productColumns, skuTaken, withPublicIds } from '../catalogue/product-changes';
import { recordAudits } from './audit-entries';
import { readImportFile } from './import-file';
import { type ImportContext, type PlannedRow, planImport, recordSku, skuKey } from './import-plan';
import { insertProducts, updateProducts } from './import-writes';

/*
 * `POST /api/admin/products/import`. A dry run reads the file, checks every row against the store as it is and
 * writes nothing. A real import plans again inside one transaction (the products it names locked, their
 * categories held), refuses the whole file if any row is invalid, and otherwise writes every create and update
 * in batches with their audit entries: all or nothing.
 */

type ImportAnswer = ProductImportResponse['data'] & { message?: string };

export async function importProducts(
  db: AppDatabase,
  actorId: string,
  { csv, dryRun }: { csv: string; dryRun: boolean },
): Promise<ImportAnswer> {
  const file = readImportFile(csv);
  const skus = [...new Set(file.records.map(recordSku).filter((sku) => sku !== ''))];
  if (dryRun) {
    const plan = planImport(file.records, await loadContext(db, skus, false));
    return answer(plan, true);
  }
  try {
    return await db.transaction(async (tx) => {
      const context = await loadContext(tx, skus, true);
      const plan = planImport(file.records, context);
      refuseInvalidRows(plan);
      await writePlan(tx, actorId, plan, context.categoryIds);
      const answered = answer(plan, false);
      return {
        ...answered,
        message: productsImportedMessage(answered.summary.create, answered.summary.update),
      };
    });
  } catch (error) {
    // Another admin created one of the new SKUs while this import ran.
    if (isUniqueViolation(error, 'products_sku_key')) throw skuTaken();
    throw error;
  }
}

/**
 * The products the file's SKUs name and every category. For the real import the products are locked and the
 * categories held (key share), so neither can change between this plan and its writes.
 */
async function loadContext(db: AppDatabase, skus: readonly string[], lock: boolean): Promise<ImportContext> {
  // One pass over the products with the file's SKUs hashed, never an index lookup per SKU: the planner would
  // take the SKU's trigram index (it serves `=` too), which for 10,000 SKUs sharing trigrams such as 'SKU'
  // rechecks every product for every SKU (minutes). `|| ''` keeps every index out of it.
  // SKUs are one apart from case, so a row's SKU finds its product in any case.
  const lowered = skus.map(skuKey);
  const named = and(notDeleted, sql`lower(${products.sku} || '') = any(${sql.param(lowered)}::text[])`);
  const productQuery = selectProductRows(db).where(named);
  const categoryQuery = db.select({ id: categories.id, slug: categories.slug }).from(categories);
  const [rows, categoryRows] = await Promise.all([
    lock ? productQuery.for('update', { of: products }) : productQuery,
    lock ? categoryQuery.for('key share') : categoryQuery,
  ]);
  return {
    existingBySku: new Map(rows.map((row) => [skuKey(row.sku), row])),
    categoryIds: new Map(categoryRows.map((category) => [category.slug, category.id])),
  };
}

function refuseInvalidRows(plan: readonly PlannedRow[]) {
  const invalidRows = plan.filter((row) => row.action === 'invalid');
  if (invalidRows.length === 0) return;
  const errors: FieldError[] = invalidRows.flatMap((row) =>
    row.errors.map((error) => ({ field: `line ${row.line}: ${error.field}`, message: error.message })),
  );
  throw badRequest(importHasErrorsMessage(invalidRows.length), errors);
}

async function writePlan(
  tx: AppDatabase,
  actorId: string,
  plan: readonly PlannedRow[],
  categoryIds: ImportContext['categoryIds'],
) {
  const categoryIdOf = (slug: string) => {
    const id = categoryIds.get(slug);
    // The plan has already refused a row whose category does not exist.
    if (!id) throw new Error(`No category ${slug}`);
    return id;
  };

  const creates = plan.flatMap((row) =>
    row.action === 'create' && row.fields
      ? [productColumns(row.fields, categoryIdOf(row.fields.category), withPublicIds(row.fields.images))]
      : [],
  );
  const updates = plan.flatMap((row) => {
    if (row.action !== 'update' || !row.fields || !row.existing) return [];
    const { fields, existing } = row;
    const columns = productColumns(
      fields,
      categoryIdOf(fields.category),
      withPublicIds(fields.images, existing.images),
    );
    return [{ id: existing.id, columns, changed: changedFields(existing, columns) }];
  });

  const created = await insertProducts(tx, creates);
  await updateProducts(tx, updates);
  await recordAudits(tx, [
    ...created.map((product) => ({
      actorId,
      action: 'product.create',
      objectType: 'product',
      objectId: product.id,
      details: { name: product.name, sku: product.sku, source: 'import' },
    })),
    ...updates.map((update) => ({
      actorId,
      action: 'product.update',
      objectType: 'product',
      objectId: update.id,
      details: { changed: update.changed, source: 'import' },
    })),
  ]);
}

function answer(plan: readonly PlannedRow[], dryRun: boolean): ImportAnswer {
  const count = (action: PlannedRow['action']) => plan.filter((row) => row.action === action).length;
  return {
    dryRun,
    summary: {
      rows: plan.length,
      create: count('create'),
      update: count('update'),
      unchanged: count('unchanged'),
      invalid: count('invalid'),
    },
    rows: plan.map(({ line, sku, name, action, errors, changes }) => ({
      line,
      sku,
      name,
      action,
      errors,
      changes,
    })),
  };
}

import { type SQL, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/open-database';
import { rawRows } from '../../db/raw-rows';
import { products } from '../../db/schema';
import { firstOnSaleOfChanged, firstOnSaleOfNew } from '../../products/first-on-sale';
import type { productColumns } from '../catalogue/product-changes';

/*
 * An import's writes, thousands of products per statement: INSERT ... SELECT and UPDATE ... FROM over the
 * rows of one JSON parameter (jsonb_to_recordset). One parameter rather than a multi-row VALUES of 17 per
 * product: measured on 10,000 products, the database reads one JSON text about four times faster than it
 * binds and plans 170,000 parameters.
 */

type ProductColumns = ReturnType<typeof productColumns>;

/** Products per statement: a few MB of JSON, a handful of statements for the largest import. */
const WRITE_BATCH = 5000;

/** Every column an import writes, with its SQL type, as the JSON rows carry them (keyed as `productColumns`). */
const WRITTEN_COLUMNS = [
  ['name', 'text'],
  ['sku', 'text'],
  ['brand', 'text'],
  ['categoryId', 'uuid'],
  ['subcategory', 'text'],
  ['description', 'text'],
  ['priceCents', 'integer'],
  ['comparePriceCents', 'integer'],
  ['stock', 'integer'],
  ['lowStockThreshold', 'integer'],
  ['isActive', 'boolean'],
  ['isFeatured', 'boolean'],
  ['images', 'jsonb'],
  ['features', 'jsonb'],
  ['tags', 'jsonb'],
  ['specifications', 'jsonb'],
] as const satisfies readonly (readonly [keyof ProductColumns, string])[];

const tableColumns = WRITTEN_COLUMNS.map(([key]) => sql.identifier(products[key].name));
const recordColumns = WRITTEN_COLUMNS.map(([key]) => sql`incoming.${sql.identifier(key)}`);
const incomingIsActive = sql`incoming.${sql.identifier('isActive')}`;
const firstOnSaleColumn = sql.identifier(products.firstOnSaleAt.name);

/** The rows of a JSON array as a table `incoming`, its columns typed; `extra` adds columns before them. */
function incoming(rows: readonly object[], extra: SQL[] = []): SQL {
  const types = [
    ...extra,
    ...WRITTEN_COLUMNS.map(([key, type]) => sql`${sql.identifier(key)} ${sql.raw(type)}`),
  ];
  return sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as incoming(${sql.join(types, sql`, `)})`;
}

function batches<Item>(items: readonly Item[]): Item[][] {
  const result: Item[][] = [];
  for (let start = 0; start < items.length; start += WRITE_BATCH) {
    result.push(items.slice(start, start + WRITE_BATCH));
  }
  return result;
}

interface Inserted {
  id: string;
  sku: string;
  name: string;
}

/** Inserts the products; answers each new one's id, SKU and name. */
export async function insertProducts(tx: AppDatabase, rows: readonly ProductColumns[]): Promise<Inserted[]> {
  const inserted: Inserted[] = [];
  for (const batch of batches(rows)) {
    const rows = await rawRows<Inserted>(
      tx,
      sql`
      insert into ${products} (${sql.join(tableColumns, sql`, `)}, ${firstOnSaleColumn})
      select ${sql.join(recordColumns, sql`, `)}, ${firstOnSaleOfNew(incomingIsActive)} from ${incoming(batch)}
      returning ${sql.identifier(products.id.name)}, ${sql.identifier(products.sku.name)}, ${sql.identifier(products.name.name)}`,
    );
    inserted.push(...rows);
  }
  return inserted;
}

/** Writes every column of each product (the caller holds their rows locked). */
export async function updateProducts(
  tx: AppDatabase,
  rows: readonly { id: string; columns: ProductColumns }[],
): Promise<void> {
  const assignments = sql.join(
    tableColumns.map((column, index) => sql`${column} = ${recordColumns[index]}`),
    sql`, `,
  );
  for (const batch of batches(rows)) {
    const records = batch.map(({ id, columns }) => ({ ...columns, id }));
    await tx.execute(sql`
      update ${products} set ${assignments}, ${firstOnSaleColumn} = ${firstOnSaleOfChanged(incomingIsActive)},
        ${sql.identifier(products.updatedAt.name)} = now()
      from ${incoming(records, [sql`id uuid`])}
      where ${products.id} = incoming.id`);
  }
}

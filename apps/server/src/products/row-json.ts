import { type Column, is, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { PgTimestamp } from 'drizzle-orm/pg-core';

/*
 * Rows carried as JSON inside a larger statement, so that one round trip brings a whole answer (a product
 * page's reviews beside its products' stamps, the filter options beside a catalogue page). The JSON holds what the driver
 * would have read for each column (timestamps as the same text), and each column's own decoder turns that into
 * the row's value, so a row read this way is the row a plain select of those columns reads. Several rows travel
 * as one JSON array in a given order.
 */

type Columns = Record<string, Column>;

/** The row a plain select of `columns` answers. */
export type RowOf<Selected extends Columns> = {
  [Key in keyof Selected]: Selected[Key]['_']['notNull'] extends true
    ? Selected[Key]['_']['data']
    : Selected[Key]['_']['data'] | null;
};

/** `json_build_object('key', column, ...)` of the columns, for a statement that selects it in place of them. */
export function rowJson(columns: Columns): SQL {
  const pairs = Object.entries(columns).map(([key, column]) => {
    // The keys are this code's own property names, never input, so they are written into the SQL as they are.
    const value = is(column, PgTimestamp) ? sql`${column}::text` : sql`${column}`;
    return sql`${sql.raw(`'${key}'`)}, ${value}`;
  });
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/**
 * A decoder of `rowJson(columns)` objects into rows, as the driver's rows are decoded (null stays null). Made
 * once per set of columns: it runs for every product of every page.
 */
export function rowJsonDecoder<Selected extends Columns>(
  columns: Selected,
): (json: Record<string, unknown>) => RowOf<Selected> {
  const entries = Object.entries(columns);
  return (json) => {
    const row: Record<string, unknown> = {};
    for (const [key, column] of entries) {
      const value = json[key] ?? null;
      row[key] = value === null ? null : column.mapFromDriverValue(value);
    }
    // Each value went through its column's decoder, which is what gives it the column's type.
    return row as RowOf<Selected>;
  };
}

/** The values as one JSON array in `order`, `[]` when there are none. */
export function jsonArray<Element>(value: SQLWrapper, order: SQLWrapper[]): SQL<Element[]> {
  return sql<Element[]>`coalesce(json_agg(${value} order by ${sql.join(order, sql`, `)}), '[]'::json)`;
}

/**
 * Each row's place in `order`, selected beside the rows of a subquery that orders and limits them, for
 * `jsonArray` over that subquery to keep their order: an aggregate's input comes in no promised order.
 */
export function placeIn(order: SQLWrapper[]): SQL<number> {
  return sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`;
}

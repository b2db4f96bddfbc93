import type { SQL } from 'drizzle-orm';
import type { AppDatabase } from './database';

/** A raw statement's rows: both drivers answer `{ rows }`, which the shared database type leaves unknown. */
export async function rawRows<Row>(db: AppDatabase, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

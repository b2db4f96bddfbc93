import { execFile } from 'node:child_process';
import { asc } from 'drizzle-orm';
import type { AppDatabase } from '../db/open-database';
import { media, orders, products, settings, users } from '../db/schema';
import { serverPackageRoot } from '../paths';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `pnpm backup` or `pnpm restore` as pnpm would (tsx from apps/server), with only the given variables. */
export function runBackupCli(command: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  return new Promise<CliRun>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', `src/backup/${command}-cli.ts`, ...args],
      { cwd: serverPackageRoot, env: { PATH: process.env.PATH ?? '', ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/**
 * What a restore must bring back unchanged, read the same way from both stores. Products without the
 * figures each order moves (stock, sales, update time): those are checked against the orders themselves.
 */
export async function storeContents(db: AppDatabase) {
  const productRows = await db.select().from(products).orderBy(asc(products.id));
  return {
    users: await db.select().from(users).orderBy(asc(users.id)),
    products: productRows.map(({ stock, salesCount, updatedAt, ...fixed }) => fixed),
    settings: await db.select().from(settings).orderBy(asc(settings.key)),
    media: await db.select().from(media).orderBy(asc(media.id)),
  };
}

export async function orderIds(db: AppDatabase): Promise<string[]> {
  const rows = await db.select({ id: orders.id }).from(orders);
  return rows.map((row) => row.id).sort();
}

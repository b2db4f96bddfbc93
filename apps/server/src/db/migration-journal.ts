import { readFileSync } from 'node:fs';
import path from 'node:path';
import { migrationsFolder } from '../paths';

interface Journal {
  entries: { when: number; tag: string }[];
}

/**
 * When each migration this server version carries was generated, oldest first: drizzle-kit's journal, committed
 * with them. Readiness compares the database's newest with them; a backup counts them.
 */
export function knownMigrationTimes(folder = migrationsFolder): number[] {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as Journal;
  return journal.entries.map((entry) => entry.when);
}

import type { PGlite } from '@electric-sql/pglite';
import type { ConnectionUse } from './database';

/**
 * PGlite is one connection that runs one query or transaction at a time; the others queue behind it. It keeps
 * no count of that queue, so the calls Drizzle makes (`query`, and `transaction` for everything inside one) are
 * counted on their way in and out: one of them holds the connection, the rest wait. `exec` is counted too, for
 * any caller that uses it.
 */
export function countConnectionUse(client: PGlite): () => ConnectionUse {
  let pending = 0;
  const counted = <Args extends unknown[], Result>(run: (...args: Args) => Promise<Result>) => {
    return async (...args: Args): Promise<Result> => {
      pending += 1;
      try {
        return await run(...args);
      } finally {
        pending -= 1;
      }
    };
  };
  // The casts keep the methods' generic signatures, which a wrapper's inferred type would flatten.
  client.query = counted(client.query.bind(client)) as PGlite['query'];
  client.transaction = counted(client.transaction.bind(client)) as PGlite['transaction'];
  client.exec = counted(client.exec.bind(client));
  return () => ({ inUse: Math.min(pending, 1), waiting: Math.max(pending - 1, 0), max: 1 });
}

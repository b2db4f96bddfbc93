import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../db/open-database';

/** This process's database connections, read at each scrape. PGlite is one connection (db/pglite-connection-use.ts). */
export function measureConnections(registry: Registry, database: Database) {
  new Gauge({
    name: 'aurora_database_connections_in_use',
    help: "This process's database connections running a query or holding a transaction.",
    registers: [registry],
    collect() {
      this.set(database.connectionUse().inUse);
    },
  });
  new Gauge({
    name: 'aurora_database_connections_waiting',
    help: 'Queries of this process waiting for a database connection to come free.',
    registers: [registry],
    collect() {
      this.set(database.connectionUse().waiting);
    },
  });
  new Gauge({
    name: 'aurora_database_connections_max',
    help: 'The most database connections this process opens.',
    registers: [registry],
    collect() {
      this.set(database.connectionUse().max);
    },
  });
}

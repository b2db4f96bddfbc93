import type { AddressInfo } from 'node:net';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfig } from './config';
import { describeDatabase, openDatabase } from './db/open-database';
import { seedIfEmpty } from './seed/seed-if-empty';
import { consoleSeedOutput } from './seed/seed-output';

async function start(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  // Whatever fails after the database opened, close it: PGlite's files must be left consistent.
  const app = await buildApp({ config, database }).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  // Registered before listening, so a signal during start-up also closes the app and its database.
  closeWithGrace({ delay: 10_000, logger: app.log }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'Shutting down after an unexpected error');
    else app.log.info(`Received ${signal ?? 'exit'}, shutting down`);
    await app.close();
    app.log.info('Shut down cleanly');
  });
  // Before listening: the first request already finds the demo store and the administrator.
  await seedIfEmpty(
    database.db,
    config,
    consoleSeedOutput((message) => app.log.info(message)),
  )
    .then(() => app.listen({ port: config.port, host: config.host }))
    .catch(async (error: unknown) => {
      await app.close();
      throw error;
    });
  app.log.info(`Data: ${describeDatabase(config)}`);
  app.log.info(`Aurora Store listening on ${publicUrl(config.host, app)}`);
}

/** The address a person can open: a wildcard host is reachable as localhost, port 0 means the one chosen. */
function publicUrl(host: string, app: FastifyInstance): string {
  const { port } = app.server.address() as AddressInfo;
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${port}`;
}

start().catch((error: unknown) => {
  // One line an operator can act on; a configuration mistake needs no stack trace.
  const reason = error instanceof Error ? error.message : String(error);
  console.error(`Aurora Store could not start: ${reason}`);
  process.exit(1);
});

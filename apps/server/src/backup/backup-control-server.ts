import { randomBytes, timingSafeEqual } from 'node:crypto';
import { once } from 'node:events';
import { readFile, realpath, rename, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/open-database';
import { type BackupControl, backupControlPath } from './backup-control-file';
import { BackupError } from './backup-error';
import { embeddedBackupBytes } from './write-backup';

export interface BackupControlServer {
  /** Removes the control file, stops listening and waits for a backup under way. Safe to call more than once. */
  close(): Promise<void>;
}

/**
 * Lets `pnpm backup` ask this process for a snapshot of the embedded store it holds open (see backup-control-file.ts):
 * `POST /backup` on 127.0.0.1 with the secret answers the backup file's bytes.
 */
export async function startBackupControl(
  dataDir: string,
  database: Database,
  log: FastifyBaseLogger,
): Promise<BackupControlServer> {
  const secret = randomBytes(32).toString('hex');
  const ownDir = await realpath(dataDir);
  const backups = new Set<Promise<void>>();
  const server = createServer((request, response) => {
    const answered = answer(request, response).finally(() => backups.delete(answered));
    backups.add(answered);
  });

  async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const asked =
      request.method === 'POST' && url.pathname === '/backup' && url.searchParams.get('dataDir') === ownDir;
    if (!asked || !holdsSecret(request, secret)) {
      response.writeHead(404).end();
      return;
    }
    try {
      const bytes = await embeddedBackupBytes(database);
      response.writeHead(200, {
        'content-type': 'application/octet-stream',
        'content-length': bytes.byteLength,
      });
      response.end(bytes);
      log.info({ bytes: bytes.byteLength }, 'Backup taken for pnpm backup');
    } catch (error) {
      log.error({ err: error }, 'A backup asked for by pnpm backup failed');
      const reason = error instanceof BackupError ? error.message : 'The server could not take the backup.';
      response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(reason);
    }
  }

  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  // The store's own listener keeps the process alive; this one must not keep it alive on its own.
  server.unref();
  const control: BackupControl = { port: (server.address() as AddressInfo).port, secret };
  const file = backupControlPath(dataDir);
  // Written aside and renamed, so `pnpm backup` never reads half a file.
  await writeFile(`${file}.${process.pid}`, JSON.stringify(control), { mode: 0o600 });
  await rename(`${file}.${process.pid}`, file);

  let closing: Promise<void> | undefined;
  return {
    close() {
      closing ??= (async () => {
        await removeIfOurs(file, secret);
        server.close();
        await Promise.all(backups);
        server.closeAllConnections();
      })();
      return closing;
    },
  };
}

function holdsSecret(request: IncomingMessage, secret: string): boolean {
  const given = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${secret}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Another process may have taken over the data directory since (after this one was killed): leave its file. */
async function removeIfOurs(file: string, secret: string): Promise<void> {
  const text = await readFile(file, 'utf8').catch(() => '');
  if (text.includes(secret)) await rm(file, { force: true });
}

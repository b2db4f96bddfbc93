import {
  ADMIN_MEDIA_PATH,
  authSessionResponseSchema,
  LOGIN_PATH,
  mediaUploadResponseSchema,
  mediaVariantUrl,
} from '@aurora-store/api/contract';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaVariants } from '../db/schema';
import { databaseTargets, type TestStore } from '../test-support/database-targets';
import { listeningUrl, type ServerProcess, spawnServer } from '../test-support/server-process';
import { plainJpeg } from './media-test-support';

// The first start seeds the demo store (argon2 hashes, hundreds of rows): on a busy machine that takes a while.
const START_TIMEOUT_MS = 90_000;
const ADMIN = { email: 'admin@aurora.test', password: 'admin-password-for-tests' };

/*
 * Two server processes on one PostgreSQL, as behind a load balancer: a photo uploaded through one is served by
 * the other, and a variant one of them made is the other's too. PGlite is one process's database, so this
 * runs on PostgreSQL only.
 */
const postgres = databaseTargets().find((target) => target.name === 'postgres');

describe.skipIf(!postgres)('product photos across two server processes', () => {
  let store: TestStore;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    if (!postgres) return;
    store = await postgres.createStore();
  });

  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGKILL');
    await store?.dispose();
  });

  async function start(): Promise<string> {
    const server = spawnServer({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: store.config.dataDir,
      DATABASE_URL: store.config.databaseUrl ?? '',
      WEB_DIST_DIR: store.config.webDistDir,
      LOG_LEVEL: 'info',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    servers.push(server);
    return listeningUrl(server, START_TIMEOUT_MS);
  }

  it(
    'serves on one process the photo uploaded on the other, and shares the variants',
    async () => {
      const first = await start();
      const second = await start();
      const login = await fetch(`${first}${LOGIN_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      const { token } = authSessionResponseSchema.parse(await login.json()).data;
      const form = new FormData();
      form.append('file', new Blob([await plainJpeg(900, 600)], { type: 'image/jpeg' }), 'photo.jpg');

      const uploaded = await fetch(`${first}${ADMIN_MEDIA_PATH}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });

      expect(uploaded.status).toBe(201);
      const { media } = mediaUploadResponseSchema.parse(await uploaded.json()).data;
      const stored = await fetch(`${second}${media.url}`);
      expect(stored.status).toBe(200);
      expect((await stored.arrayBuffer()).byteLength).toBe(media.bytes);

      const madeOnSecond = await fetch(`${second}${mediaVariantUrl(media.url, 480, 'webp')}`);
      const servedByFirst = await fetch(`${first}${mediaVariantUrl(media.url, 480, 'webp')}`);

      expect(madeOnSecond.status).toBe(200);
      expect(servedByFirst.status).toBe(200);
      const [made, served] = [
        Buffer.from(await madeOnSecond.arrayBuffer()),
        Buffer.from(await servedByFirst.arrayBuffer()),
      ];
      expect(served.equals(made)).toBe(true);
      expect(await sharp(served).metadata()).toMatchObject({ format: 'webp', width: 480, height: 320 });
      const database = await store.open();
      try {
        const rows = await database.db
          .select({ n: count() })
          .from(mediaVariants)
          .where(eq(mediaVariants.mediaId, media.id));
        expect(rows).toEqual([{ n: 1 }]);
      } finally {
        await database.close();
      }
    },
    2 * START_TIMEOUT_MS + 30_000,
  );
});

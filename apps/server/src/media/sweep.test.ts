import { type Media, mediaUploadResponseSchema, mediaVariantUrl } from '@aurora-store/api/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { categories, media, mediaVariants } from '../db/schema';
import { databaseTargets } from '../test-support/database-targets';
import { createCategory, createProduct, createUser } from '../test-support/fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { startMediaSweeper, sweepUnusedMedia } from './media-sweep';
import { plainJpeg, upload } from './media-test-support';

describe.each(databaseTargets())('the sweep of unused photos on $name', (target) => {
  let testApp: TestApp;
  let authorization: string;

  beforeAll(async () => {
    testApp = await createTestApp(target);
    ({ authorization } = await createUser(testApp, { role: 'admin' }));
  });

  afterAll(async () => {
    await testApp?.close();
  });

  async function uploaded(): Promise<Media> {
    const answer = await upload(testApp, await plainJpeg(120, 90), { authorization });
    return mediaUploadResponseSchema.parse(answer.json()).data.media;
  }

  const backdate = (id: string, hours: number) =>
    testApp.db
      .update(media)
      .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
      .where(eq(media.id, id));

  const remaining = async (ids: string[]) =>
    (await testApp.db.select({ id: media.id }).from(media).where(inArray(media.id, ids))).map(
      (row) => row.id,
    );

  it('deletes an unused photo a day old with its variants, and keeps used and fresh ones', async () => {
    const [unused, onProduct, onCategory, fresh] = [
      await uploaded(),
      await uploaded(),
      await uploaded(),
      await uploaded(),
    ];
    if (!unused || !onProduct || !onCategory || !fresh) throw new Error('not uploaded');
    await testApp.app.inject({ method: 'GET', url: mediaVariantUrl(unused.url, 160, 'webp') });
    await createProduct(testApp.db, {
      images: [
        { url: '/api/images/products/other.svg', alt: '', public_id: 'other' },
        { url: `https://shop.example.com${onProduct.url}`, alt: 'Lamp', public_id: onProduct.id },
      ],
    });
    const category = await createCategory(testApp.db, 'lighting');
    await testApp.db.update(categories).set({ image: onCategory.url }).where(eq(categories.id, category.id));
    for (const old of [unused, onProduct, onCategory]) await backdate(old.id, 25);
    await backdate(fresh.id, 23);

    const deleted = await sweepUnusedMedia(testApp.db);

    expect(deleted).toBe(1);
    const all = [unused, onProduct, onCategory, fresh].map((photo) => photo.id);
    expect((await remaining(all)).sort()).toEqual([onProduct.id, onCategory.id, fresh.id].sort());
    const variants = await testApp.db
      .select({ width: mediaVariants.width })
      .from(mediaVariants)
      .where(eq(mediaVariants.mediaId, unused.id));
    expect(variants).toEqual([]);
  });

  it('gives a photo uploaded again a new day', async () => {
    const bytes = await plainJpeg(120, 90);
    const first = mediaUploadResponseSchema.parse((await upload(testApp, bytes, { authorization })).json());
    await backdate(first.data.media.id, 25);

    const again = await upload(testApp, bytes, { authorization });
    await sweepUnusedMedia(testApp.db);

    expect(again.statusCode).toBe(200);
    expect(await remaining([first.data.media.id])).toEqual([first.data.media.id]);
  });

  it('runs on its timer until it is closed', async () => {
    const photo = await uploaded();
    await backdate(photo.id, 25);

    const sweeper = startMediaSweeper(testApp.db, testApp.app.log, { intervalMs: 20, firstAfterMs: 60_000 });
    await vi.waitFor(async () => expect(await remaining([photo.id])).toEqual([]), { timeout: 10_000 });
    await sweeper.close();
  });

  it('sweeps once soon after start, long before its first hour', async () => {
    const photo = await uploaded();
    await backdate(photo.id, 25);

    const sweeper = startMediaSweeper(testApp.db, testApp.app.log, {
      intervalMs: 3_600_000,
      firstAfterMs: 20,
    });
    await vi.waitFor(async () => expect(await remaining([photo.id])).toEqual([]), { timeout: 10_000 });
    await sweeper.close();
  });

  it.runIf(target.name === 'postgres')('leaves the sweep to the process holding the lock', async () => {
    const photo = await uploaded();
    await backdate(photo.id, 25);
    const other = await testApp.store.open();
    try {
      const whileHeld = await other.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${0x41554d53})`);
        return sweepUnusedMedia(testApp.db);
      });
      expect(whileHeld).toBeUndefined();
      expect(await remaining([photo.id])).toEqual([photo.id]);
    } finally {
      await other.close();
    }
    expect(await sweepUnusedMedia(testApp.db)).toBe(1);
  });
});

import {
  MEDIA_NOT_FOUND_MESSAGE,
  type Media,
  mediaUploadResponseSchema,
  mediaVariantUrl,
} from '@aurora-store/api/contract';
import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaVariants } from '../db/schema';
import { databaseTargets } from '../test-support/database-targets';
import { createUser } from '../test-support/fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { plainJpeg, upload } from './media-test-support';

const CACHE_FOREVER = 'public, max-age=31536000, immutable';

describe.each(databaseTargets())('serving photos and their variants on $name', (target) => {
  let testApp: TestApp;
  let photo: Media;

  beforeAll(async () => {
    testApp = await createTestApp(target);
    const { authorization } = await createUser(testApp, { role: 'admin' });
    const answer = await upload(testApp, await plainJpeg(1000, 750), { authorization });
    photo = mediaUploadResponseSchema.parse(answer.json()).data.media;
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers });
  const variantRows = (width: number, format: string) =>
    testApp.db
      .select({ n: count() })
      .from(mediaVariants)
      .where(
        and(
          eq(mediaVariants.mediaId, photo.id),
          eq(mediaVariants.width, width),
          eq(mediaVariants.format, format),
        ),
      );

  it('serves the stored picture with its type, cached for good, and 304 for the copy a browser holds', async () => {
    const served = await get(photo.url);

    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe(CACHE_FOREVER);
    expect(served.rawPayload.length).toBe(photo.bytes);
    const etag = String(served.headers.etag);
    expect(etag).toContain(photo.id);

    const again = await get(photo.url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('makes the 640 WebP on its first request, keeps it, and serves the kept one after', async () => {
    const url = mediaVariantUrl(photo.url, 640, 'webp');
    expect(await variantRows(640, 'webp')).toEqual([{ n: 0 }]);

    const first = await get(url);

    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['cache-control']).toBe(CACHE_FOREVER);
    expect(await sharp(first.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 640,
      height: 480,
    });
    expect(await variantRows(640, 'webp')).toEqual([{ n: 1 }]);
    const [kept] = await testApp.db
      .select({ data: mediaVariants.data })
      .from(mediaVariants)
      .where(and(eq(mediaVariants.mediaId, photo.id), eq(mediaVariants.width, 640)));
    expect(Buffer.from(kept?.data ?? []).equals(first.rawPayload)).toBe(true);

    const second = await get(url);
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(await variantRows(640, 'webp')).toEqual([{ n: 1 }]);

    const revalidated = await get(url, { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers.etag).toBe(first.headers.etag);
  });

  it('serves AVIF and JPEG variants with their types', async () => {
    const avif = await get(mediaVariantUrl(photo.url, 160, 'avif'));
    const jpg = await get(mediaVariantUrl(photo.url, 320, 'jpg'));

    expect(avif.headers['content-type']).toBe('image/avif');
    expect(await sharp(avif.rawPayload).metadata()).toMatchObject({ format: 'heif', width: 160 });
    expect(jpg.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(jpg.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 320 });
  });

  it('never enlarges: a width above the picture answers the picture at its own width', async () => {
    const wide = await get(mediaVariantUrl(photo.url, 1600, 'jpg'));
    const wider = await get(mediaVariantUrl(photo.url, 1280, 'jpg'));

    expect(wide.statusCode).toBe(200);
    expect(await sharp(wide.rawPayload).metadata()).toMatchObject({ width: 1000, height: 750 });
    expect(wider.headers.etag).toBe(wide.headers.etag);
    expect(await variantRows(1000, 'jpg')).toEqual([{ n: 1 }]);
  });

  it.each([
    ['an unknown id', `/media/${'0'.repeat(64)}`],
    ['a malformed id', '/media/not-an-id'],
    ['a variant of an unknown id', `/media/${'0'.repeat(64)}/640.webp`],
  ])('answers 404 with the envelope for %s', async (_, url) => {
    const answer = await get(url);

    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ success: false, message: MEDIA_NOT_FOUND_MESSAGE });
  });

  it.each(['641.webp', '640.png', '640.gif', '640', 'large.webp', '0640.webp', '640.webp.exe'])(
    'answers 404 for the variant %s',
    async (name) => {
      const answer = await get(`${photo.url}/${name}`);

      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ success: false, message: MEDIA_NOT_FOUND_MESSAGE });
    },
  );
});

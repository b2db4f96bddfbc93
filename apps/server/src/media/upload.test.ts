import { createHash } from 'node:crypto';
import {
  MEDIA_PATH,
  type Media,
  mediaUploadResponseSchema,
  mediaVariantUrl,
} from '@aurora-store/api/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../db/schema';
import { databaseTargets } from '../test-support/database-targets';
import { createUser } from '../test-support/fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { plainJpeg, plainPicture, sidewaysPhoneJpeg, upload } from './media-test-support';

describe.each(databaseTargets())('uploading a product photo on $name', (target) => {
  let testApp: TestApp;
  let asAdmin: string;

  beforeAll(async () => {
    testApp = await createTestApp(target);
    asAdmin = (await createUser(testApp, { role: 'admin' })).authorization;
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const mediaOf = (body: string): Media => mediaUploadResponseSchema.parse(JSON.parse(body)).data.media;
  const fetchPicture = (url: string) => testApp.app.inject({ method: 'GET', url });

  it('answers 201 with the new photo, then 200 with the same photo for the same bytes', async () => {
    const bytes = await plainJpeg(800, 600);

    const first = await upload(testApp, bytes, { authorization: asAdmin });
    const again = await upload(testApp, bytes, { authorization: asAdmin, fileName: 'another-name.jpg' });

    expect(first.statusCode).toBe(201);
    const photo = mediaOf(first.body);
    const id = createHash('sha256').update(bytes).digest('hex');
    expect(photo).toMatchObject({ id, url: `${MEDIA_PATH}/${id}`, width: 800, height: 600 });
    expect(photo.contentType).toBe('image/jpeg');
    expect(again.statusCode).toBe(200);
    expect(mediaOf(again.body)).toEqual(photo);
    expect(await testApp.db.select({ id: media.id }).from(media).where(eq(media.id, id))).toHaveLength(1);
  });

  it('turns a sideways phone photo upright and keeps none of its EXIF or GPS, in the picture or a variant', async () => {
    const bytes = await sidewaysPhoneJpeg(800, 600);
    const sent = await sharp(bytes).metadata();
    expect(sent).toMatchObject({ orientation: 6, width: 800, height: 600 });
    expect(sent.exif?.includes('AuroraCam')).toBe(true);
    // The GPS IFD's pointer tag, 0x8825, in either byte order.
    const gpsPointer = [Buffer.from([0x88, 0x25]), Buffer.from([0x25, 0x88])];
    expect(gpsPointer.some((tag) => sent.exif?.includes(tag))).toBe(true);

    const answer = await upload(testApp, bytes, { authorization: asAdmin });

    expect(answer.statusCode).toBe(201);
    const photo = mediaOf(answer.body);
    expect(photo).toMatchObject({ width: 600, height: 800 });
    const stored = await fetchPicture(photo.url);
    const variant = await fetchPicture(mediaVariantUrl(photo.url, 320, 'jpg'));
    for (const served of [stored, variant]) {
      expect(served.statusCode).toBe(200);
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(metadata.space).toBe('srgb');
      expect(metadata.height).toBeGreaterThan(metadata.width ?? 0);
    }
    expect(await sharp(stored.rawPayload).metadata()).toMatchObject({ width: 600, height: 800 });
    expect(photo.bytes).toBe(stored.rawPayload.length);
  });

  it('keeps a picture with transparency as WebP and caps the stored picture at 2560 px', async () => {
    const seed = Math.floor(Math.random() * 0xffffff);
    const transparent = await sharp({
      create: {
        width: 3000,
        height: 1000,
        channels: 4,
        background: { r: seed & 0xff, g: 0, b: 0, alpha: 0.5 },
      },
    })
      .png()
      .toBuffer();

    const answer = await upload(testApp, transparent, { authorization: asAdmin, fileName: 'logo.png' });

    expect(answer.statusCode).toBe(201);
    expect(mediaOf(answer.body)).toMatchObject({ contentType: 'image/webp', width: 2560, height: 853 });
  });

  it('takes WebP, PNG and AVIF by their bytes, whatever the file is called', async () => {
    const picture = () => plainPicture(64, 48);
    const files = [
      await picture().webp().toBuffer(),
      await picture().png().toBuffer(),
      await picture().avif().toBuffer(),
    ];

    for (const bytes of files) {
      const answer = await upload(testApp, bytes, { authorization: asAdmin, fileName: 'x.bin' });
      expect(answer.statusCode).toBe(201);
      expect(mediaOf(answer.body)).toMatchObject({ width: 64, height: 48 });
    }
  });

  it('keeps the first frame of an animated GIF', async () => {
    const frame = (colour: string) =>
      sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const seed = Math.floor(Math.random() * 0xffffff);
    const first = `#${seed.toString(16).padStart(6, '0')}`;
    const animated = await sharp([await frame(first), await frame('#0000ff')], { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(2);

    const answer = await upload(testApp, animated, { authorization: asAdmin, fileName: 'spinner.gif' });

    expect(answer.statusCode).toBe(201);
    const photo = mediaOf(answer.body);
    expect(photo).toMatchObject({ width: 64, height: 48 });
    const stored = await fetchPicture(photo.url);
    const metadata = await sharp(stored.rawPayload).metadata();
    expect(metadata.pages ?? 1).toBe(1);
    expect(metadata.height).toBe(48);
  });
});

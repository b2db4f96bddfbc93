import {
  MEDIA_TOO_MANY_PIXELS_MESSAGE,
  MEDIA_TYPE_REFUSED_MESSAGE,
  mediaTooLargeMessage,
  TOO_MANY_UPLOADS_MESSAGE,
} from '@aurora-store/api/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../db/schema';
import { databaseTargets } from '../test-support/database-targets';
import { createUser } from '../test-support/fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { bombPng, plainJpeg, plainPicture, upload } from './media-test-support';
import { MEDIA_UPLOADS_PER_ADMIN } from './upload-routes';

/** Low, so a test needs no 10 MB file to pass it. */
const MAX_BYTES = 200 * 1024;
const MIB = 1024 * 1024;

const HTML_PAGE = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
const PDF = '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';

describe.each(databaseTargets())('refused uploads on $name', (target) => {
  let testApp: TestApp;
  let asAdmin: string;
  let asShopper: string;

  beforeAll(async () => {
    testApp = await createTestApp(target, { mediaMaxBytes: MAX_BYTES });
    asAdmin = (await createUser(testApp, { role: 'admin' })).authorization;
    asShopper = (await createUser(testApp)).authorization;
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const storedCount = async () => (await testApp.db.select({ n: count() }).from(media))[0]?.n;

  it('is 401 signed out and 403 for a shopper, before anything is stored', async () => {
    const bytes = await plainJpeg(40, 30);

    const signedOut = await upload(testApp, bytes);
    const shopper = await upload(testApp, bytes, { authorization: asShopper });

    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ success: false });
    expect(shopper.statusCode).toBe(403);
    expect(shopper.json()).toMatchObject({ success: false, message: 'Admin access required' });
    expect(await storedCount()).toBe(0);
  });

  it('refuses a file over MEDIA_MAX_BYTES with 413 and the limit in its message', async () => {
    const noisy = await plainPicture(1200, 1200)
      .composite([
        { input: Buffer.alloc(1200 * 1200 * 3, 0), raw: { width: 1200, height: 1200, channels: 3 } },
      ])
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(MAX_BYTES);

    const answer = await upload(testApp, noisy, { authorization: asAdmin, fileName: 'big.png' });

    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toEqual({ success: false, message: mediaTooLargeMessage(MAX_BYTES) });
    expect(mediaTooLargeMessage(10 * MIB)).toBe('Images can be at most 10 MB');
  });

  it.each([
    { what: 'an SVG', bytes: SVG, fileName: 'logo.svg', contentType: 'image/svg+xml' },
    { what: 'an HTML page', bytes: HTML_PAGE, fileName: 'page.html', contentType: 'text/html' },
    { what: 'a PDF', bytes: PDF, fileName: 'brochure.pdf', contentType: 'application/pdf' },
    {
      what: 'an HTML page named photo.jpg',
      bytes: HTML_PAGE,
      fileName: 'photo.jpg',
      contentType: 'image/jpeg',
    },
    {
      what: 'a GIF header followed by HTML',
      bytes: `GIF89a${HTML_PAGE}`,
      fileName: 'a.gif',
      contentType: 'image/gif',
    },
    {
      what: 'a JPEG start followed by HTML',
      bytes: `\xff\xd8\xff${HTML_PAGE}`,
      fileName: 'a.jpg',
      contentType: 'image/jpeg',
    },
  ])('refuses $what with 415', async ({ bytes, fileName, contentType }) => {
    const answer = await upload(testApp, Buffer.from(bytes, 'latin1'), {
      authorization: asAdmin,
      fileName,
      contentType,
    });

    expect(answer.statusCode).toBe(415);
    expect(answer.json()).toEqual({ success: false, message: MEDIA_TYPE_REFUSED_MESSAGE });
  });

  it('refuses a PNG declaring 50,000 × 50,000 pixels from its header, without decoding it', async () => {
    const bomb = bombPng(50_000);
    expect(bomb.length).toBeLessThan(MAX_BYTES);
    const rssBefore = process.memoryUsage().rss;

    const answer = await upload(testApp, bomb, { authorization: asAdmin, fileName: 'photo.png' });

    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toEqual({ success: false, message: MEDIA_TOO_MANY_PIXELS_MESSAGE });
    // Decoded, the picture would take 2.5 GB: the process did not grow by a fraction of that.
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(200 * MIB);
  });

  it('answers 400 for a request without a file', async () => {
    const answer = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/media',
      headers: { authorization: asAdmin },
      payload: { file: 'not a file' },
    });

    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ success: false });
  });

  it('answers 429 with the envelope once an admin has uploaded 60 photos in a minute', async () => {
    const { authorization } = await createUser(testApp, { role: 'admin' });
    const bytes = await plainJpeg(16, 16);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < MEDIA_UPLOADS_PER_ADMIN.points; attempt += 1) {
      statuses.push((await upload(testApp, bytes, { authorization })).statusCode);
    }

    const refused = await upload(testApp, bytes, { authorization });
    const otherAdmin = await upload(testApp, bytes, { authorization: asAdmin });

    expect(new Set(statuses)).toEqual(new Set([201, 200]));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, message: TOO_MANY_UPLOADS_MESSAGE });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(otherAdmin.statusCode).toBe(200);
    await testApp.db.delete(media);
  });

  it('stored nothing for any refusal', async () => {
    expect(await storedCount()).toBe(0);
  });
});

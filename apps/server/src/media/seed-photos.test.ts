import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema';
import { databaseTargets } from '../test-support/database-targets';
import { createProduct } from '../test-support/fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { seedPhotos } from './seed-photos';

describe.each(databaseTargets())('pnpm seed --photos on $name', (target) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(target);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('gives the first products by SKU a stored photo as their main image, before their drawn ones', async () => {
    const first = await createProduct(testApp.db, { name: 'Kettle', sku: 'AAA-001' });
    const second = await createProduct(testApp.db, { name: 'Lamp', sku: 'AAA-002' });
    const untouched = await createProduct(testApp.db, { name: 'Vase', sku: 'ZZZ-999' });

    const urls = await seedPhotos(testApp.db, { count: 2, width: 400, height: 300 });

    expect(urls).toHaveLength(2);
    const imagesOf = async (id: string) =>
      (await testApp.db.select({ images: products.images }).from(products).where(eq(products.id, id)))[0]
        ?.images;
    const [kettle, lamp, vase] = await Promise.all([first, second, untouched].map(({ id }) => imagesOf(id)));
    expect(kettle?.map((image) => image.url)).toEqual([urls[0], first.images[0]?.url]);
    expect(kettle?.[0]?.alt).toBe('Kettle, photographed');
    expect(lamp?.[0]?.url).toBe(urls[1]);
    expect(vase).toEqual(untouched.images);

    const served = await testApp.app.inject({ method: 'GET', url: urls[0] ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 400, height: 300 });
  });
});

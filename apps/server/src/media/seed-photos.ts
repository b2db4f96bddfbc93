import { createHash } from 'node:crypto';
import { asc, eq, isNull } from 'drizzle-orm';
import type { AppDatabase } from '../db/open-database';
import { products } from '../db/schema';
import { imageWork } from './image-work';
import { keepMedia, mediaAnswer } from './media-queries';
import { processUpload } from './process-upload';
import { syntheticPhoto } from './synthetic-photo';

export interface SeedPhotosOptions {
  /** How many products get a photo, the first by SKU. @default 12 */
  count?: number;
  /** The photos' size as a phone takes them. @default 4000 x 3000 (12 megapixels) */
  width?: number;
  height?: number;
}

/**
 * `pnpm seed --photos`: the first products (by SKU) get a photo as their main image, made at seed time and
 * stored as an admin's upload would be (turned upright, re-encoded, kept in the database), before their drawn
 * images, which stay. The store then serves real photos the way it serves an owner's: what the media bench
 * and a look at responsive images need. Resolves with the photos' addresses.
 */
export async function seedPhotos(
  db: AppDatabase,
  { count = 12, width = 4000, height = 3000 }: SeedPhotosOptions = {},
): Promise<string[]> {
  const chosen = await db
    .select({ id: products.id, name: products.name, images: products.images })
    .from(products)
    .where(isNull(products.deletedAt))
    .orderBy(asc(products.sku))
    .limit(count);
  const urls: string[] = [];
  for (const [index, product] of chosen.entries()) {
    const photo = await syntheticPhoto(index, width, height);
    const id = createHash('sha256').update(photo).digest('hex');
    const { media } = await keepMedia(db, id, await imageWork(() => processUpload(photo)));
    const { url } = mediaAnswer(media);
    await db
      .update(products)
      .set({ images: [{ url, alt: `${product.name}, photographed`, public_id: id }, ...product.images] })
      .where(eq(products.id, product.id));
    urls.push(url);
  }
  return urls;
}

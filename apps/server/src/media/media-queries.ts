import { MEDIA_PATH, type Media } from '@aurora-store/api/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/open-database';
import { media, mediaVariants } from '../db/schema';
import type { ProcessedImage } from './process-upload';

type MediaRow = Omit<typeof media.$inferSelect, 'data' | 'createdAt'>;

const described = {
  id: media.id,
  contentType: media.contentType,
  width: media.width,
  height: media.height,
  bytes: media.bytes,
};

export function mediaAnswer(row: MediaRow): Media {
  return { ...row, url: `${MEDIA_PATH}/${row.id}` };
}

/** The photo with this id, if those bytes were uploaded before. */
export async function findMedia(db: AppDatabase, id: string): Promise<MediaRow | undefined> {
  const [row] = await db.select(described).from(media).where(eq(media.id, id));
  return row;
}

/**
 * Keeps a processed upload; `created` is false when the same bytes were kept already (by an upload running at
 * the same moment, say): then that photo is the answer, and its clock restarts like any repeated upload's.
 */
export async function keepMedia(
  db: AppDatabase,
  id: string,
  image: ProcessedImage,
): Promise<{ media: MediaRow; created: boolean }> {
  const [inserted] = await db
    .insert(media)
    .values({ id, ...image, bytes: image.data.length })
    .onConflictDoNothing()
    .returning(described);
  if (inserted) return { media: inserted, created: true };
  await touchMedia(db, id);
  const existing = await findMedia(db, id);
  if (!existing) throw new Error('media neither inserted nor found');
  return { media: existing, created: false };
}

/**
 * Restarts a photo's clock when its bytes are uploaded again, so the sweep gives the admin a full day to use it.
 */
export async function touchMedia(db: AppDatabase, id: string): Promise<void> {
  await db.update(media).set({ createdAt: sql`now()` }).where(eq(media.id, id));
}

export async function storedPicture(db: AppDatabase, id: string) {
  const [row] = await db
    .select({ contentType: media.contentType, width: media.width, data: media.data })
    .from(media)
    .where(eq(media.id, id));
  return row;
}

export async function storedVariant(db: AppDatabase, id: string, width: number, format: string) {
  const [row] = await db
    .select({ data: mediaVariants.data })
    .from(mediaVariants)
    .where(
      and(eq(mediaVariants.mediaId, id), eq(mediaVariants.width, width), eq(mediaVariants.format, format)),
    );
  return row?.data;
}

/** Another process may have made the same variant a moment ago: its row stands, the bytes are the same. */
export async function keepVariant(
  db: AppDatabase,
  variant: { mediaId: string; width: number; format: string; data: Uint8Array },
): Promise<void> {
  await db.insert(mediaVariants).values(variant).onConflictDoNothing();
}

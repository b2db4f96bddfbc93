import { LRUCache } from 'lru-cache';

/** What a process keeps of the pictures it served last: enough for a busy catalogue page's worth of variants. */
export const MEDIA_CACHE_BYTES = 64 * 1024 * 1024;

export interface CachedPicture {
  contentType: string;
  /** The picture's own width: a variant is never made wider than its photo's. */
  width: number;
  data: Uint8Array;
}

/**
 * How long a process serves a picture from memory without asking the database: a photo the sweep deleted (in
 * any process) stops being served within this long.
 */
export const MEDIA_CACHE_TTL_MS = 10 * 60 * 1000;

/** The hottest pictures and variants, bounded by their bytes; the database holds every one of them anyway. */
export function createMediaCache(maxBytes = MEDIA_CACHE_BYTES) {
  return new LRUCache<string, CachedPicture>({
    maxSize: maxBytes,
    ttl: MEDIA_CACHE_TTL_MS,
    sizeCalculation: (picture) => Math.max(1, picture.data.byteLength),
  });
}

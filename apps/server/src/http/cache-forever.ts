/** For an answer that never changes under its URL (a drawn image, a photo, a variant): a new one gets a new URL. */
export const CACHE_FOREVER = 'public, max-age=31536000, immutable';

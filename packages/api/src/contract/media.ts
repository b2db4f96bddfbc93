/*
 * Product photos (issue 39): the limits an upload meets, the refusals it may get, and the URLs a stored photo is
 * served at. Free of zod on purpose: a product card that builds a variant URL never downloads the schemas.
 */

const MIB = 1024 * 1024;

/** The largest upload the server reads by default (`MEDIA_MAX_BYTES` changes it). */
export const DEFAULT_MEDIA_MAX_BYTES = 10 * MIB;

/** A picture declaring more pixels than this is refused from its header, before a byte of it is decoded. */
export const MEDIA_MAX_PIXELS = 40_000_000;

/** The widths a variant may be asked for: a srcset picks among them, and nothing else is ever made. */
export const MEDIA_VARIANT_WIDTHS = [160, 320, 480, 640, 960, 1280, 1600] as const;
export type MediaVariantWidth = (typeof MEDIA_VARIANT_WIDTHS)[number];

export const MEDIA_VARIANT_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type MediaVariantFormat = (typeof MEDIA_VARIANT_FORMATS)[number];

/** Where stored photos are served, outside /api: they are public and cached for good. */
export const MEDIA_PATH = '/media';

/** `/media/{id}` -> `/media/{id}/{width}.{format}`, the picture resized to that width in that format. */
export function mediaVariantUrl(url: string, width: MediaVariantWidth, format: MediaVariantFormat): string {
  return `${url.replace(/\/+$/, '')}/${width}.${format}`;
}

/** A photo stored here: `/media/` and its SHA-256. A drawn image or one hosted elsewhere has no variants. */
export function isStoredPhotoUrl(url: string): boolean {
  return /^\/media\/[0-9a-f]{64}$/.test(url);
}

/** A stored photo as a `<picture>` shows it: its formats, each at every variant width, for `sizes` to pick from. */
export interface PictureSources {
  /** AVIF, then WebP: the browser takes the first it reads. */
  sources: readonly { type: string; srcSet: string }[];
  /** The JPEG widths, the `<img>`'s own: every browser reads JPEG. */
  srcSet: string;
  /** The 640 px JPEG, for a browser without srcset. */
  src: string;
}

/** The sources of a photo stored here, or `null` for any other picture, which is shown as it is. */
export function pictureSources(url: string): PictureSources | null {
  if (!isStoredPhotoUrl(url)) return null;
  const widths = (format: MediaVariantFormat) =>
    MEDIA_VARIANT_WIDTHS.map((width) => `${mediaVariantUrl(url, width, format)} ${width}w`).join(', ');
  return {
    sources: [
      { type: 'image/avif', srcSet: widths('avif') },
      { type: 'image/webp', srcSet: widths('webp') },
    ],
    srcSet: widths('jpg'),
    src: mediaVariantUrl(url, 640, 'jpg'),
  };
}

/** "10 MB", "0.5 MB": the limit as an admin reads it, from the configured number of bytes. */
export function mediaTooLargeMessage(maxBytes: number): string {
  return `Images can be at most ${Number((maxBytes / MIB).toFixed(1))} MB`;
}

export const MEDIA_TYPE_REFUSED_MESSAGE = 'Only JPEG, PNG, WebP, AVIF or GIF images can be uploaded';
export const MEDIA_TOO_MANY_PIXELS_MESSAGE = `Images can be at most ${MEDIA_MAX_PIXELS / 1_000_000} megapixels`;
export const MEDIA_FILE_MISSING_MESSAGE = 'Choose an image to upload';
export const TOO_MANY_UPLOADS_MESSAGE = 'Too many uploads, please try again in a minute';
export const MEDIA_NOT_FOUND_MESSAGE = 'Image not found';

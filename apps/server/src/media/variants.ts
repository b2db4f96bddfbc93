import {
  MEDIA_VARIANT_FORMATS,
  MEDIA_VARIANT_WIDTHS,
  type MediaVariantFormat,
  type MediaVariantWidth,
} from '@aurora-store/api/contract';
import sharp, { type Sharp } from 'sharp';
import { decodeOptions } from './process-upload';

export const VARIANT_CONTENT_TYPES: Record<MediaVariantFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

export interface VariantRequest {
  width: MediaVariantWidth;
  format: MediaVariantFormat;
}

/** `640.webp` -> `{ width: 640, format: 'webp' }`; anything outside the two sets is no variant at all. */
export function parseVariantName(name: string): VariantRequest | undefined {
  const match = /^(\d{1,4})\.([a-z]{3,4})$/.exec(name);
  if (!match) return undefined;
  // Compared as text, so one variant has one URL ('0640.webp' is not another name for '640.webp').
  const width = MEDIA_VARIANT_WIDTHS.find((candidate) => String(candidate) === match[1]);
  const format = MEDIA_VARIANT_FORMATS.find((candidate) => candidate === match[2]);
  return width === undefined || format === undefined ? undefined : { width, format };
}

/**
 * The width a variant is made at: the one asked for, but never wider than the stored picture, so every width
 * above it shares one copy (the picture at its own width) and nothing is ever enlarged.
 */
export function variantWidth(asked: MediaVariantWidth, storedWidth: number): number {
  return Math.min(asked, storedWidth);
}

/**
 * AVIF at effort 4 takes seconds for a large picture on these machines; effort 2 is a fraction of that for a
 * slightly larger file, and the variant is made once per photo and width.
 */
const encoders: Record<MediaVariantFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 80 }),
  jpg: (image) => image.jpeg({ quality: 82, mozjpeg: true }),
};

/** The stored picture (already upright, sRGB and free of metadata) at that width, in that format. */
export function makeVariant(stored: Uint8Array, width: number, format: MediaVariantFormat): Promise<Buffer> {
  return encoders[format](
    sharp(stored, decodeOptions).resize({ width, withoutEnlargement: true }),
  ).toBuffer();
}

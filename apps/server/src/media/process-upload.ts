import {
  MEDIA_MAX_PIXELS,
  MEDIA_TOO_MANY_PIXELS_MESSAGE,
  MEDIA_TYPE_REFUSED_MESSAGE,
} from '@aurora-store/api/contract';
import sharp, { type Metadata } from 'sharp';
import { HttpError } from '../http/http-error';
import { imageTypeOfBytes, imageTypeOfSharpFormat } from './image-bytes';

/** The stored picture's longest side: sharper than any screen shows a product photo, and no camera's 8000 px. */
export const STORED_MAX_SIDE = 2560;
const STORED_QUALITY = 85;

export interface ProcessedImage {
  data: Buffer;
  contentType: 'image/jpeg' | 'image/webp';
  width: number;
  height: number;
}

const refusedType = () => new HttpError(415, MEDIA_TYPE_REFUSED_MESSAGE);
const tooManyPixels = () => new HttpError(413, MEDIA_TOO_MANY_PIXELS_MESSAGE);

/**
 * What sharp's failure to read an upload means for the admin: `limitInputPixels` speaks up when the header
 * declares too many pixels; anything else is bytes that are not a picture of an accepted type.
 */
function refusalFor(error: unknown): HttpError {
  return error instanceof Error && /pixel limit/i.test(error.message) ? tooManyPixels() : refusedType();
}

/**
 * `limitInputPixels` and `failOn: 'error'` for every decode: sharp refuses a picture over the limit before
 * decoding a pixel, and a damaged but readable phone photo is not refused for a warning. One frame of a GIF.
 */
export const decodeOptions = { limitInputPixels: MEDIA_MAX_PIXELS, failOn: 'error', pages: 1 } as const;

/**
 * An upload made safe to serve: the type is read from the bytes (magic number and sharp's header must agree, so
 * an HTML page, SVG or PDF under any name is refused), the size from the header before anything is decoded (a
 * decompression bomb costs nothing), then the picture is turned upright, converted to sRGB and re-encoded,
 * which drops every metadata block (EXIF with its GPS position, ICC, XMP, comments) and anything hidden after
 * the picture's data. Pictures with transparency stay WebP; the others become JPEG.
 */
export async function processUpload(upload: Buffer): Promise<ProcessedImage> {
  const byBytes = imageTypeOfBytes(upload);
  if (byBytes === undefined) throw refusedType();
  let header: Metadata;
  try {
    header = await sharp(upload, decodeOptions).metadata();
  } catch (error) {
    throw refusalFor(error);
  }
  if (imageTypeOfSharpFormat(header.format, header.compression) !== byBytes) throw refusedType();
  if (!header.width || !header.height) throw refusedType();
  if (header.width * header.height > MEDIA_MAX_PIXELS) throw tooManyPixels();

  const pipeline = sharp(upload, decodeOptions)
    .autoOrient()
    .resize({ width: STORED_MAX_SIDE, height: STORED_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb');
  const encoded = header.hasAlpha
    ? pipeline.webp({ quality: STORED_QUALITY })
    : pipeline.jpeg({ quality: STORED_QUALITY, mozjpeg: true });
  try {
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      data,
      contentType: header.hasAlpha ? 'image/webp' : 'image/jpeg',
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    // The header passed but the data behind it is not a picture: the same refusal as a wrong type.
    throw refusalFor(error);
  }
}

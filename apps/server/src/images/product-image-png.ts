import { isStoredPhotoUrl, mediaVariantUrl } from '@aurora-store/api/contract';
import { renderAsync } from '@resvg/resvg-js';
import { LRUCache } from 'lru-cache';
import { PRODUCT_IMAGES_PATH, productImageSvg } from './product-images';

const SVG = /\.svg$/;
const PNG = /\.png$/;

/**
 * Rendered pictures kept: each is ~200 KB and takes a few hundred milliseconds of a worker thread to draw, and
 * link previews ask for the same few products' pictures again and again.
 */
const RENDERED_MAX = 64;
const rendered = new LRUCache<string, Promise<Buffer>>({ max: RENDERED_MAX });

/**
 * A catalogue picture as PNG, or undefined for any other name. Link previews (chat apps, social posts) do not
 * show SVG, so a shared product's picture goes out as this raster copy of the same drawing. Drawn off the event
 * loop (resvg's own thread pool), with the machine's fonts for its lettering.
 */
export function productImagePng(fileName: string): Promise<Buffer> | undefined {
  if (!PNG.test(fileName)) return undefined;
  const svg = productImageSvg(fileName.replace(PNG, '.svg'));
  if (svg === undefined) return undefined;
  let png = rendered.get(fileName);
  if (!png) {
    png = renderAsync(svg, { font: { loadSystemFonts: true } }).then((image) => image.asPng());
    rendered.set(fileName, png);
    png.catch(() => rendered.delete(fileName));
  }
  return png;
}

/**
 * The address of a picture as link previews can show it: the PNG copy of one of the store's own drawings, a
 * stored photo's 1280 px JPEG (the size previews draw at, in the format every one of them reads), any other
 * address (an admin's https image) as it is.
 */
export function shareableImageUrl(url: string): string {
  if (isStoredPhotoUrl(url)) return mediaVariantUrl(url, 1280, 'jpg');
  return url.startsWith(`${PRODUCT_IMAGES_PATH}/`) && SVG.test(url) ? url.replace(SVG, '.png') : url;
}

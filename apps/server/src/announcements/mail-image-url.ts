import { isStoredPhotoUrl, mediaVariantUrl } from '@aurora-store/api/contract';
import { shareableImageUrl } from '../images/product-image-png';

/** The width a product's photo is shown at in a mail is 160 px: its 320 px copy stays sharp on dense screens. */
const MAIL_PHOTO_WIDTH = 320;

/**
 * A product's picture as mail clients can show it, as an absolute address (a mail has no base URL): a stored
 * photo's 320 px JPEG (no mail client reads AVIF, few WebP), one of the store's drawings as its PNG copy (none
 * shows SVG), an image hosted elsewhere as it is.
 */
export function mailImageUrl(publicUrl: string, url: string): string {
  const shown = isStoredPhotoUrl(url)
    ? mediaVariantUrl(url, MAIL_PHOTO_WIDTH, 'jpg')
    : shareableImageUrl(url);
  return shown.startsWith('/') ? `${publicUrl}${shown}` : shown;
}

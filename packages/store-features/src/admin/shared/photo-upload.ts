import { DEFAULT_MEDIA_MAX_BYTES, MEDIA_MAX_PIXELS } from '@aurora-store/api';
import { failureMessage } from '../../common/failure-message';

/*
 * Product and category photos (issue 39): what the upload areas offer and say, and the words of a refusal.
 * The server judges every file by its bytes; the types here only narrow the system's file picker.
 */

export const PHOTO_FILE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'] as const;

const MIB = 1024 * 1024;

/** The limits under the area's label, from the contract's numbers. */
export const PHOTO_LIMITS_DESCRIPTION = `JPEG, PNG, WebP, AVIF or GIF, at most ${DEFAULT_MEDIA_MAX_BYTES / MIB} MB and ${
  MEDIA_MAX_PIXELS / 1_000_000
} megapixels each.`;

export const CHOOSE_PHOTOS_LABEL = 'Choose photos';
export const PHOTO_DROP_PROMPT = 'Drop photos here or paste them';

/** An upload that got no words from the server (offline, timed out). */
export const UPLOAD_FAILED_MESSAGE = 'The photo could not be uploaded';

/** The form cannot be saved while a photo is on its way. */
export const STILL_UPLOADING_MESSAGE = 'Still uploading';

/** One line under the area a refused file: 'logo.svg: Only JPEG, PNG, WebP, AVIF or GIF images can be uploaded'. */
export function refusalLine(fileName: string, message: string): string {
  return `${fileName}: ${message}`;
}

/** The refusal line of a failed upload: the server's words, or ours when it said none. */
export function uploadRefusal(fileName: string, error: unknown): string {
  return refusalLine(fileName, failureMessage(error, UPLOAD_FAILED_MESSAGE));
}

import {
  ADMIN_MEDIA_PATH,
  DEFAULT_MEDIA_MAX_BYTES,
  MEDIA_TYPE_REFUSED_MESSAGE,
  type MediaUploadResponse,
  mediaTooLargeMessage,
} from '@aurora-store/api';
import { failure, type MockAnswer, type MockRequest, ok } from '../../common/story-support/mock-routes';

/** Stories of the photo uploads: a fake photo store and real little pictures to give it. */

export const MEDIA_ROUTE = `POST ${ADMIN_MEDIA_PATH}`;

/** A stored photo's id is the SHA-256 of its bytes; here, 64 hex digits made from the file's name. */
function fakeMediaId(fileName: string): string {
  const hex = Array.from(fileName, (char) => char.charCodeAt(0).toString(16).padStart(2, '0')).join('');
  return hex.padEnd(64, '0').slice(0, 64);
}

/** Where the fake store keeps a file of that name. */
export const storedPhotoUrl = (fileName: string) => `/media/${fakeMediaId(fileName)}`;

/**
 * The upload route of a fake photo store that judges a file as the server does, by what it is rather than by
 * its name: an SVG (its type here) is refused with 415, a file larger than the limit with 413 (a story names
 * one `huge-….jpg` rather than make 10 MB), the rest stored (201). It remembers each file's name.
 */
export function fakeMediaServer() {
  const uploaded: string[] = [];
  return {
    uploaded,
    reset: () => {
      uploaded.length = 0;
    },
    handler: ({ body }: MockRequest): MockAnswer => {
      const { file } = body as { file: File };
      uploaded.push(file.name);
      if (file.type === 'image/svg+xml') return failure(415, MEDIA_TYPE_REFUSED_MESSAGE);
      if (file.name.startsWith('huge-') || file.size > DEFAULT_MEDIA_MAX_BYTES) {
        return failure(413, mediaTooLargeMessage(DEFAULT_MEDIA_MAX_BYTES));
      }
      const answer: MediaUploadResponse = {
        success: true,
        data: {
          media: {
            id: fakeMediaId(file.name),
            url: storedPhotoUrl(file.name),
            width: 640,
            height: 480,
            contentType: file.type,
            bytes: file.size,
          },
        },
      };
      return ok(answer, 201);
    },
  };
}

/** A real JPEG of one colour with a lighter band, so a preview shows a picture rather than the fallback. */
export async function photoFile(name: string, colour: string, type = 'image/jpeg'): Promise<File> {
  const canvas = new OffscreenCanvas(320, 240);
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = colour;
    context.fillRect(0, 0, 320, 240);
    context.fillStyle = 'rgba(255, 255, 255, 0.35)';
    context.fillRect(0, 150, 320, 40);
  }
  const blob = await canvas.convertToBlob({ type: type === 'image/svg+xml' ? 'image/png' : type });
  return new File([blob], name, { type });
}

/** An SVG logo, which the store refuses. */
export const svgFile = (name: string) =>
  new File(['<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"/>'], name, { type: 'image/svg+xml' });

/** The area's hidden file input beside its Choose button (React Aria's FileTrigger). */
export function photoInputIn(container: HTMLElement): HTMLInputElement {
  const input = container.querySelector<HTMLInputElement>('[data-slot="upload-area"] input[type="file"]');
  if (!input) throw new Error('No upload area with a file input here');
  return input;
}

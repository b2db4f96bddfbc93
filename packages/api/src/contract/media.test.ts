import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MEDIA_MAX_BYTES,
  MEDIA_TOO_MANY_PIXELS_MESSAGE,
  mediaTooLargeMessage,
  mediaVariantUrl,
} from './media';

describe('mediaVariantUrl', () => {
  it('names the width and format after the photo', () => {
    expect(mediaVariantUrl('/media/abc', 640, 'webp')).toBe('/media/abc/640.webp');
  });

  it('takes an absolute URL, with or without a trailing slash', () => {
    expect(mediaVariantUrl('https://shop.test/media/abc/', 160, 'avif')).toBe(
      'https://shop.test/media/abc/160.avif',
    );
  });
});

describe('the refusals', () => {
  it('say the byte limit in megabytes', () => {
    expect(mediaTooLargeMessage(DEFAULT_MEDIA_MAX_BYTES)).toBe('Images can be at most 10 MB');
    expect(mediaTooLargeMessage(512 * 1024)).toBe('Images can be at most 0.5 MB');
  });

  it('say the pixel limit in megapixels', () => {
    expect(MEDIA_TOO_MANY_PIXELS_MESSAGE).toBe('Images can be at most 40 megapixels');
  });
});

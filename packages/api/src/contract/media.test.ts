import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MEDIA_MAX_BYTES,
  MEDIA_TOO_MANY_PIXELS_MESSAGE,
  MEDIA_VARIANT_WIDTHS,
  mediaTooLargeMessage,
  mediaVariantUrl,
  pictureSources,
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

describe('pictureSources', () => {
  const photo = `/media/${'ab12'.repeat(16)}`;

  it('gives a stored photo every variant width in AVIF, then WebP, with JPEG for the <img>', () => {
    const picture = pictureSources(photo);
    expect(picture?.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    expect(picture?.sources[0]?.srcSet).toBe(
      MEDIA_VARIANT_WIDTHS.map((width) => `${photo}/${width}.avif ${width}w`).join(', '),
    );
    expect(picture?.srcSet.split(', ')).toContain(`${photo}/1600.jpg 1600w`);
    expect(picture?.src).toBe(`${photo}/640.jpg`);
  });

  it('leaves drawn pictures, pictures hosted elsewhere and anything unlike a stored photo as they are', () => {
    for (const url of [
      '/api/images/products/ac-aur-012.svg',
      'https://cdn.example.com/media/photo.jpg',
      `https://shop.test${photo}`,
      `${photo}/640.webp`,
      '/media/not-a-hash',
      '',
    ]) {
      expect(pictureSources(url)).toBeNull();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { imageTypeOfBytes, imageTypeOfSharpFormat } from './image-bytes';
import { parseVariantName, variantWidth } from './variants';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))),
  );

/** An ISO-BMFF `ftyp` box of 24 bytes: size, 'ftyp', major brand, minor version, two compatible brands. */
const ftyp = (major: string, ...compatible: string[]) =>
  bytes([0, 0, 0, 16 + 4 * compatible.length], 'ftyp', major, [0, 0, 0, 0], ...compatible, 'rest');

describe('imageTypeOfBytes', () => {
  it.each([
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF')],
    ['png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
    ['gif', bytes('GIF89a')],
    ['gif', bytes('GIF87a')],
    ['webp', bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 ')],
    ['avif', ftyp('avif', 'mif1', 'miaf')],
    ['avif', ftyp('mif1', 'avif')],
  ])('reads %s from its magic number', (type, file) => {
    expect(imageTypeOfBytes(file)).toBe(type);
  });

  it.each([
    ['an HTML page', bytes('<!doctype html><html>')],
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a PDF', bytes('%PDF-1.7')],
    ['HEIC', ftyp('heic', 'mif1')],
    ['a RIFF that is not WebP', bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt ')],
    ['nothing', bytes()],
  ])('knows no picture in %s', (_, file) => {
    expect(imageTypeOfBytes(file)).toBeUndefined();
  });
});

describe('imageTypeOfSharpFormat', () => {
  it('takes HEIF only when it is AV1, that is AVIF', () => {
    expect(imageTypeOfSharpFormat('heif', 'av1')).toBe('avif');
    expect(imageTypeOfSharpFormat('heif', 'hevc')).toBeUndefined();
    expect(imageTypeOfSharpFormat('jpeg', undefined)).toBe('jpeg');
    expect(imageTypeOfSharpFormat('svg', undefined)).toBeUndefined();
  });
});

describe('variant names', () => {
  it('reads the sizes and formats of the set, and nothing else', () => {
    expect(parseVariantName('640.webp')).toEqual({ width: 640, format: 'webp' });
    expect(parseVariantName('1600.avif')).toEqual({ width: 1600, format: 'avif' });
    for (const name of ['641.webp', '0640.webp', '640.jpeg', '640.png', '640', 'webp', '640.webp ']) {
      expect(parseVariantName(name)).toBeUndefined();
    }
  });

  it('never makes a variant wider than its picture', () => {
    expect(variantWidth(640, 1000)).toBe(640);
    expect(variantWidth(1600, 1000)).toBe(1000);
  });
});

import { readFile, writeFile } from 'node:fs/promises';
import sharp from 'sharp';

/**
 * Rewrites a reference picture as small as PNG makes it without changing a pixel: Vitest writes RGBA at its default
 * compression, while a screenshot is opaque, so the alpha channel goes and zlib works harder (about a quarter
 * smaller). Lossless only: a palette would alter colours, and every pixel is what the next run is compared with.
 */
export async function optimisePng(file: string) {
  const original = await readFile(file);
  const optimised = await sharp(original)
    .removeAlpha()
    .png({ compressionLevel: 9, adaptiveFiltering: true })
    .toBuffer();
  if (optimised.length < original.length) await writeFile(file, optimised);
}

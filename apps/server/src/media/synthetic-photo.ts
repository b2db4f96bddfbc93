import sharp from 'sharp';

/**
 * A JPEG that weighs what a phone's photo of a product does (colour shapes from a small noise field blown up,
 * with a sensor's fine grain on top): ~2.4 MB at 12 megapixels and ~26 KiB as a 640 px WebP, not the 20 MB of
 * pure noise nor the 3 KB of a flat colour. Each call makes different bytes (and so a different photo to the
 * store); `seed` shifts its colours. For the demo seed's `--photos` and the media bench; the demo's own drawn
 * images stay vector.
 */
export async function syntheticPhoto(seed: number, width = 4000, height = 3000): Promise<Buffer> {
  const field = await sharp({
    create: {
      width: 40,
      height: 30,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 100 + (seed % 60), sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  const smooth = await sharp(field).resize(width, height, { kernel: 'cubic' }).raw().toBuffer();
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 0, sigma: 10 },
    },
  })
    .raw()
    .toBuffer();
  for (let index = 0; index < smooth.length; index += 1) {
    smooth[index] = Math.max(0, Math.min(255, (smooth[index] ?? 0) + (grain[index] ?? 0) - 5));
  }
  return sharp(smooth, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

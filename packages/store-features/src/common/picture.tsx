import { pictureSources } from '@aurora-store/api';
import { Image, type ImageProps } from '@aurora-store/ui';

export interface PictureProps extends Omit<ImageProps, 'sources' | 'srcSet' | 'sizes'> {
  /** How wide the slot draws the picture, as an `<img>`'s `sizes`: what a stored photo's width is chosen by. */
  sizes: string;
}

/**
 * A product's or a category's picture. A photo stored here comes as AVIF, WebP or JPEG (the best the browser
 * reads) at the width its slot needs; a drawn picture or one hosted elsewhere is shown as it is.
 */
export function Picture({ src, sizes, ...props }: PictureProps) {
  const sources = src ? pictureSources(src) : null;
  return sources ? <Image {...props} {...sources} sizes={sizes} /> : <Image {...props} src={src} />;
}

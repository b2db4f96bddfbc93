import { cva, type VariantProps } from 'class-variance-authority';
import { type ImgHTMLAttributes, type ReactNode, useState } from 'react';
import { ImageIcon } from '../icons/control-icons';
import { cn } from '../lib/cn';

export const imageVariants = cva('block overflow-hidden bg-elevated', {
  variants: {
    ratio: {
      auto: '',
      square: 'aspect-square',
      landscape: 'aspect-[4/3]',
      portrait: 'aspect-[3/4]',
      wide: 'aspect-video',
    },
    radius: {
      none: 'rounded-none',
      control: 'rounded-control',
      card: 'rounded-card',
    },
  },
  defaultVariants: { ratio: 'auto', radius: 'control' },
});

export interface ImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'alt' | 'src'> {
  src?: string;
  /** Required: what the image shows, or `""` when it is decoration beside text that says it all. */
  alt: string;
  /** @default 'auto' */
  ratio?: NonNullable<VariantProps<typeof imageVariants>['ratio']>;
  /** @default 'control' */
  radius?: NonNullable<VariantProps<typeof imageVariants>['radius']>;
  /** What shows when there is no `src` or it fails to load. @default an image icon */
  fallback?: ReactNode;
  /**
   * The picture in other formats, best first (AVIF, then WebP): the browser takes the first it reads and picks
   * a width from its `srcSet` by `sizes`; the `<img>`'s own `src`/`srcSet` are the fallback.
   */
  sources?: readonly ImageSource[];
}

export interface ImageSource {
  /** The format's media type, e.g. `image/avif`. */
  type: string;
  srcSet: string;
}

/**
 * An image that never shows the browser's broken-image glyph: without a `src`, or when it fails to load,
 * a quiet block with an icon takes its place and keeps its size, and keeps its `alt` as the block's name.
 * Lazy-loaded by default. Given `sources`, it is a `<picture>`: the browser takes the best format it reads.
 */
export function Image({
  src,
  alt,
  ratio = 'auto',
  radius = 'control',
  fallback,
  className,
  onError,
  loading = 'lazy',
  sources,
  ...props
}: ImageProps) {
  // The source that failed, rather than a flag, so a new `src` gets its own try.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const classes = cn(imageVariants({ ratio, radius }), className);

  if (!src || failedSrc === src) {
    return (
      <span
        data-slot="image-fallback"
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        className={cn(
          classes,
          'flex items-center justify-center text-muted forced-colors:border forced-colors:border-[GrayText]',
        )}
      >
        {fallback ?? <ImageIcon className="size-1/4 max-h-10 max-w-10" />}
      </span>
    );
  }
  const image = (
    <img
      {...props}
      src={src}
      alt={alt}
      loading={loading}
      data-slot="image"
      className={cn(classes, 'object-cover')}
      onError={(event) => {
        setFailedSrc(src);
        onError?.(event);
      }}
    />
  );
  if (!sources?.length) return image;
  // `contents`: the <picture> draws no box of its own, so the <img> sizes and places itself as it would alone.
  // Its <source>s are then the parent's children too, and a flex or grid parent would count them (a gap each).
  return (
    <picture className="contents [&>source]:hidden">
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={props.sizes} />
      ))}
      {image}
    </picture>
  );
}

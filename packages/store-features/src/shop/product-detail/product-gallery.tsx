import { PRODUCT_PHOTO_SIZES, type ProductImage } from '@aurora-store/api';
import { cn, ToggleButton, ToggleButtonGroup } from '@aurora-store/ui';
import { useState } from 'react';
import { Picture } from '../../common/picture';

export interface ProductGalleryProps {
  images: readonly ProductImage[];
  productName: string;
}

/**
 * The main image and, when there are several, a row of thumbnails choosing it. The thumbnails are one
 * single-selection toggle group: one tab stop, arrow keys move between them, Space or Enter shows one.
 */
export function ProductGallery({ images, productName }: ProductGalleryProps) {
  const [selectedIndex, setSelectedIndex] = useState(0);
  const selected = images[selectedIndex] ?? images[0];
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <Picture
        src={selected?.url}
        sizes={PRODUCT_PHOTO_SIZES}
        alt={selected?.alt || productName}
        ratio="square"
        radius="card"
        loading="eager"
        fetchPriority="high"
        className="w-full border border-border"
      />
      {images.length > 1 && (
        <ToggleButtonGroup
          aria-label={`${productName} images`}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[String(selectedIndex)]}
          onSelectionChange={(keys) => {
            const [key] = keys;
            if (key !== undefined) setSelectedIndex(Number(key));
          }}
          className="flex w-full flex-wrap gap-2 border-0 bg-transparent p-0"
        >
          {images.map((image, index) => (
            <ToggleButton
              key={image.public_id || image.url}
              id={String(index)}
              aria-label={`Show image ${index + 1} of ${images.length}: ${image.alt || productName}`}
              className={({ isSelected }) =>
                cn(
                  'size-16 overflow-hidden rounded-control border-2 bg-transparent p-0 shadow-none sm:size-20',
                  isSelected ? 'border-primary' : 'border-border opacity-80 hover:opacity-100',
                )
              }
            >
              <Picture
                src={image.url}
                sizes="(min-width: 640px) 80px, 64px"
                alt=""
                ratio="square"
                radius="none"
                className="size-full"
              />
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
    </div>
  );
}

import { Card, cn, Skeleton } from '@aurora-store/ui';
import { FrameImagePlace } from './frame-image-place';
import type { ProductCardLayout } from './product-card';

/**
 * A ProductCard's shape while its product loads. Hidden from assistive technology, like every Skeleton:
 * the list that is loading says so with `aria-busy`.
 */
export function ProductCardSkeleton({
  layout = 'grid',
  imagePlace,
}: {
  layout?: ProductCardLayout;
  /** In a page's first frame: the image place (FRAME_IMAGE_ATTRIBUTE) of this card's picture. */
  imagePlace?: number;
}) {
  const isList = layout === 'list';
  const imageClasses = cn('aspect-square rounded-none', isList ? 'w-28 shrink-0 sm:w-44' : 'w-full');
  return (
    <Card aria-hidden="true" className={cn('h-full', isList ? 'flex-row' : 'flex-col')}>
      {imagePlace === undefined ? (
        <Skeleton shape="block" className={imageClasses} />
      ) : (
        <FrameImagePlace index={imagePlace} className={imageClasses} />
      )}
      <div className="flex flex-1 flex-col gap-3 p-3 sm:p-4">
        <Skeleton className="h-3 w-1/3" />
        <Skeleton className="h-5 w-4/5" />
        <Skeleton className="h-3.5 w-1/2" />
        <Skeleton className="h-5 w-1/4" />
        <Skeleton className="h-5 w-20 rounded-pill" />
      </div>
    </Card>
  );
}

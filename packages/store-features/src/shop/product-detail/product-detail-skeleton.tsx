import { Skeleton } from '@aurora-store/ui';
import type { ReactNode } from 'react';

/**
 * The page's shape while the product loads, announced once as busy rather than as a dozen blocks. `image` is
 * what stands in the main image's place (the page's first frame puts an image place there).
 */
export function ProductDetailSkeleton({
  image = <Skeleton shape="block" className="aspect-square" />,
}: {
  image?: ReactNode;
}) {
  return (
    <div
      aria-busy="true"
      aria-label="Loading product"
      role="status"
      className="grid gap-8 md:grid-cols-2 lg:gap-12"
    >
      {image}
      <div className="flex flex-col gap-4">
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-9 w-3/4" />
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-8 w-1/3" />
        <Skeleton className="h-6 w-24" />
        <Skeleton className="h-4" />
        <Skeleton className="h-4" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton shape="block" className="mt-4 h-12 w-48" />
      </div>
    </div>
  );
}

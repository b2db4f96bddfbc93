import type { ProductsLayout } from '@aurora-store/api';
import { CATALOGUE_PAGE_SIZE } from '@aurora-store/api';
import { ProductCardSkeleton } from '../product-card';

export const layoutClasses: Record<ProductsLayout, string> = {
  // Two a row even on a phone: one 480 px card a row made a page of twelve a long scroll (issue 16).
  grid: 'grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4',
  list: 'flex flex-col gap-4',
};

/**
 * A page of results while it loads: a card's shape in each place a product will take. In a page's first frame
 * the first `imagePlaces` cards hold an image place each, for the server to show their pictures in.
 */
export function ProductsResultsSkeleton({
  layout,
  imagePlaces = 0,
}: {
  layout: ProductsLayout;
  imagePlaces?: number;
}) {
  return (
    <ul aria-label="Loading products" aria-busy="true" className={layoutClasses[layout]}>
      {Array.from({ length: CATALOGUE_PAGE_SIZE }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity; they are replaced as a whole
        <li key={index}>
          <ProductCardSkeleton layout={layout} imagePlace={index < imagePlaces ? index : undefined} />
        </li>
      ))}
    </ul>
  );
}

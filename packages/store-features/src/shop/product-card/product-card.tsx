import {
  CATALOGUE_CARD_SIZES,
  type Currency,
  categoryLabel,
  type Product,
  productPictureAlt,
} from '@aurora-store/api';
import { Card, cn, StarRating } from '@aurora-store/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { cardLinkClassName } from '../../common/card-link';
import { productHref } from '../../common/navigation';
import { Picture } from '../../common/picture';
import { ProductPrice } from './product-price';
import { StockBadge } from './stock-badge';
import { stockLabel } from './stock-label';

export type ProductCardLayout = 'grid' | 'list';

export interface ProductCardProps {
  product: Product;
  currency: Currency;
  /** A tile in a grid, or a row with the description in a list. @default 'grid' */
  layout?: ProductCardLayout;
  /** Buttons for the card's footer (the wishlist's Add to Cart and Remove); they sit above the card's link. */
  actions?: ReactNode;
  /** The name's heading level, to fit the page's outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /**
   * One of the first cards a page shows: its image is fetched at once and first, as it is likely the page's
   * largest paint, instead of waiting for layout as lazy images do.
   */
  isPriority?: boolean;
  /**
   * How wide the grid draws a card, as `sizes` (picture-sizes.ts): a stored photo comes at that width.
   * @default a catalogue card's; a list's row has its own
   */
  imageSizes?: string;
}

/** A list row's picture: w-28, sm:w-44. */
const LIST_IMAGE_SIZES = '(min-width: 640px) 176px, 112px';

/**
 * One product of the catalogue: image, name, brand and category, rating, price and stock. The name is the
 * card's one link, stretched over the whole card so the image is a click target too without a second tab
 * stop; the focus ring is drawn around the card. Actions are lifted above the stretched link.
 */
export function ProductCard({
  product,
  currency,
  layout = 'grid',
  actions,
  headingLevel = 3,
  isPriority = false,
  imageSizes = CATALOGUE_CARD_SIZES,
}: ProductCardProps) {
  const Heading = `h${headingLevel}` as const;
  const isList = layout === 'list';
  return (
    <Card data-layout={layout} className={cn('relative h-full', isList ? 'flex-row' : 'flex-col')}>
      <Picture
        src={product.image || undefined}
        sizes={isList ? LIST_IMAGE_SIZES : imageSizes}
        alt={productPictureAlt(product)}
        ratio="square"
        radius="none"
        loading={isPriority ? 'eager' : 'lazy'}
        fetchPriority={isPriority ? 'high' : 'auto'}
        className={cn(isList ? 'w-28 shrink-0 self-start sm:w-44' : 'w-full')}
      />
      <div className="flex min-w-0 flex-1 flex-col">
        {/* Tighter on a phone, where the catalogue shows two cards a row about 165 px wide. */}
        <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
          <p className="truncate text-muted text-xs">
            {product.brand} · {categoryLabel(product.category)}
          </p>
          <Heading className="font-semibold text-base text-foreground leading-snug">
            <Link href={productHref(product._id)} className={cardLinkClassName}>
              {product.name}
            </Link>
          </Heading>
          {isList && <p className="line-clamp-2 text-muted text-sm">{product.description}</p>}
          <StarRating
            value={product.rating}
            size="sm"
            showValue
            reviewCount={product.reviewCount}
            className="flex-wrap gap-y-0.5"
          />
          <ProductPrice product={product} currency={currency} size="md" />
          <StockBadge stock={stockLabel(product.stock, product.lowStockThreshold)} />
        </div>
        {actions && (
          <div className="relative z-10 flex flex-wrap items-center gap-2 border-border border-t px-3 py-3 sm:px-4">
            {actions}
          </div>
        )}
      </div>
    </Card>
  );
}

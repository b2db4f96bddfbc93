import { type Currency, FOUR_UP_CARD_SIZES, type Product } from '@aurora-store/api';
import { EmptyState, LinkButton } from '@aurora-store/ui';
import type { ReactNode } from 'react';
import useSWR from 'swr';
import { useApiClient } from '../../common/api-client';
import { useDeferredAnswer } from '../../common/hooks/use-deferred-answer';
import { LoadFailure } from '../../common/load-failure';
import { useToasts } from '../../common/toasts';
import { PRIORITY_CARD_COUNT, ProductCard, ProductCardSkeleton } from '../product-card';
import { featuredProductsRead } from './featured-read';

/** The spec's "4-card grid": the server may feature more (FEATURED_PRODUCTS_MAX), Home shows the first four. */
export const HOME_FEATURED_COUNT = 4;

const LOAD_FAILED = 'Failed to load featured products';
const gridClasses = 'grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-4';

/** Featured products (spec section 2, Home): skeletons while loading, the message and Retry on failure. */
export function FeaturedProducts({
  currency,
  isFirstFrame = false,
  keepFrame,
}: {
  currency: Currency;
  /** Rendered as the page's first frame: each skeleton card holds an image place for its product's picture. */
  isFirstFrame?: boolean;
  /** What keeps the page's first frame on screen while the answer renders a step behind (HomePage's). */
  keepFrame?: ReactNode;
}) {
  const client = useApiClient();
  const toasts = useToasts();
  const { key, read } = featuredProductsRead(client);
  const { data, error, isLoading, mutate } = useSWR(key, read, { onError: () => toasts.error(LOAD_FAILED) });
  const answer = useDeferredAnswer(data);
  const isDeferred = data !== undefined && answer === undefined;
  const isWaiting = isLoading || isDeferred;
  const products: Product[] = answer?.data.products.slice(0, HOME_FEATURED_COUNT) ?? [];

  return (
    <section
      aria-labelledby="featured-products-title"
      aria-busy={isWaiting}
      className="mx-auto w-full max-w-7xl px-4 pb-16 sm:px-6 lg:px-8"
    >
      {isDeferred && keepFrame}
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <h2 id="featured-products-title" className="text-foreground text-title">
          Featured Products
        </h2>
        <LinkButton href="/products" variant="ghost" size="sm">
          View all products
        </LinkButton>
      </div>
      {isWaiting ? (
        <ul className={gridClasses}>
          {Array.from({ length: HOME_FEATURED_COUNT }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity; they are replaced as a whole
            <li key={index}>
              <ProductCardSkeleton imagePlace={isFirstFrame ? index : undefined} />
            </li>
          ))}
        </ul>
      ) : error && !data ? (
        <LoadFailure title={LOAD_FAILED} onRetry={() => mutate()} />
      ) : products.length === 0 ? (
        <div className="rounded-card border border-border bg-surface">
          <EmptyState
            title="No featured products yet"
            description="Browse the whole catalogue in the meantime."
            action={<LinkButton href="/products">Browse products</LinkButton>}
          />
        </div>
      ) : (
        <ul className={gridClasses}>
          {products.map((product, index) => (
            <li key={product._id}>
              <ProductCard
                product={product}
                currency={currency}
                isPriority={index < PRIORITY_CARD_COUNT}
                imageSizes={FOUR_UP_CARD_SIZES}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

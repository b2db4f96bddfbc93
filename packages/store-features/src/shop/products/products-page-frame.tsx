import { Container, Skeleton } from '@aurora-store/ui';
import type { ReactNode } from 'react';
import { PRIORITY_CARD_COUNT } from '../product-card';
import { ProductsResultsSkeleton } from './products-results-skeleton';

/** The catalogue's column, shared by the page and its frame so the two line up. */
export function ProductsMain({ children }: { children: ReactNode }) {
  return (
    <main>
      <Container className="flex flex-col gap-8 py-10">{children}</Container>
    </main>
  );
}

export function ProductsTitle() {
  return <h1 className="text-display text-foreground">Products</h1>;
}

/**
 * The catalogue's shape before its code and its first answer are in: what the page's HTML paints, and what the
 * app shows until the page itself renders. It knows no query, so it holds the default grid.
 */
export function ProductsPageFrame() {
  return (
    <ProductsMain>
      <header className="flex flex-col gap-2">
        <ProductsTitle />
      </header>
      <div className="flex flex-col gap-5">
        <Skeleton shape="block" className="h-7.5 rounded-pill max-sm:hidden" />
        <Skeleton shape="block" className="h-16.5" />
      </div>
      <div className="flex flex-col gap-6">
        <p className="min-h-6" />
        <ProductsResultsSkeleton layout="grid" imagePlaces={PRIORITY_CARD_COUNT} />
      </div>
    </ProductsMain>
  );
}

import { Button } from '@aurora-store/ui';
import { ArrowLeftIcon } from '@aurora-store/ui/icons';
import type { ReactNode } from 'react';
import { FrameImagePlace } from '../product-card/frame-image-place';
import { ProductDetailSkeleton } from './product-detail-skeleton';

/** The product page's column, shared by the page and its frame so the two line up. */
export function ProductDetailMain({ children }: { children: ReactNode }) {
  return (
    <main className="mx-auto flex w-full max-w-7xl flex-col gap-12 px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
      {children}
    </main>
  );
}

export function BackButton({ onBack }: { onBack: () => void }) {
  return (
    <div>
      <Button variant="ghost" onPress={onBack} className="-ms-3">
        <ArrowLeftIcon />
        Back
      </Button>
    </div>
  );
}

/**
 * The product page's shape before its code and its product are in: what the page's HTML paints, and what the
 * app shows until the page itself renders. The same as the page's own loading state.
 */
export function ProductDetailPageFrame({ onBack }: { onBack: () => void }) {
  return (
    <ProductDetailMain>
      <BackButton onBack={onBack} />
      <h1 className="sr-only">Product</h1>
      <ProductDetailSkeleton
        image={<FrameImagePlace index={0} className="aspect-square rounded-card border border-border" />}
      />
    </ProductDetailMain>
  );
}

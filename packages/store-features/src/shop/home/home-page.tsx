import type { Currency } from '@aurora-store/api';
import type { ReactNode } from 'react';
import { FeaturedProducts } from './featured-products';
import { HomeHero } from './home-hero';
import { PromoTiles } from './promo-tiles';

export interface HomePageProps {
  /** The shopper's chosen currency for the featured prices. */
  currency: Currency;
  /** Rendered by the build as the page's first frame (the featured pictures then come from the server). */
  isFirstFrame?: boolean;
  /**
   * Rendered while the featured products' answer is in but their cards still render, a step behind the rest of
   * the page (useDeferredAnswer): the app passes what keeps its page's first frame on screen meanwhile, so the
   * skeletons the frame already shows are not drawn, styled and laid out a second time.
   */
  keepFrame?: ReactNode;
}

/** The Home screen (spec section 2, Home): hero, featured products, and the three promo tiles. */
export function HomePage({ currency, isFirstFrame, keepFrame }: HomePageProps) {
  return (
    <main>
      <HomeHero />
      <FeaturedProducts currency={currency} isFirstFrame={isFirstFrame} keepFrame={keepFrame} />
      <PromoTiles />
    </main>
  );
}

import type { Currency } from '@aurora-store/api';
import { FeaturedProducts } from './featured-products';
import { HomeHero } from './home-hero';
import { PromoTiles } from './promo-tiles';

export interface HomePageProps {
  /** The shopper's chosen currency for the featured prices. */
  currency: Currency;
  /** Rendered by the build as the page's first frame (the featured pictures then come from the server). */
  isFirstFrame?: boolean;
}

/** The Home screen (spec section 2, Home): hero, featured products, and the three promo tiles. */
export function HomePage({ currency, isFirstFrame }: HomePageProps) {
  return (
    <main>
      <HomeHero />
      <FeaturedProducts currency={currency} isFirstFrame={isFirstFrame} />
      <PromoTiles />
    </main>
  );
}

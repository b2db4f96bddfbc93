import { HomeHero } from './home-hero';

/** The Home screen; its featured products and promo tiles arrive with the catalogue. */
export function HomePage() {
  return (
    <main>
      <HomeHero />
    </main>
  );
}

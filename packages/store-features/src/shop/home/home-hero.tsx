import { LinkButton } from '@aurora-store/ui';

/** The opening section of the Home screen (spec section 2, Home: Hero), with the way into the catalogue. */
export function HomeHero() {
  return (
    <section aria-labelledby="home-hero-title" className="mx-auto max-w-4xl px-6 py-20 text-center sm:py-28">
      <p className="font-medium text-primary text-sm uppercase tracking-widest">Aurora Store</p>
      <h1 id="home-hero-title" className="mt-4 text-balance font-bold text-4xl text-foreground sm:text-6xl">
        Everything you need, in a new light
      </h1>
      <p className="mx-auto mt-6 max-w-2xl text-balance text-muted text-lg">
        Electronics, accessories, clothing and home goods, chosen with care and delivered to your door.
      </p>
      <LinkButton href="/products" size="lg" className="mt-10">
        Shop now
      </LinkButton>
    </section>
  );
}

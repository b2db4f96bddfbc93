import { LockIcon, ReturnIcon, TruckIcon } from '@aurora-store/ui/icons';
import type { ReactNode } from 'react';

interface PromoTile {
  title: string;
  text: string;
  icon: ReactNode;
}

/* The promise is the spec's wording; shipping is in fact always charged (spec section 9), which is the spec's call. */
const tiles: PromoTile[] = [
  {
    title: 'Free Shipping',
    text: 'On orders over $50',
    icon: <TruckIcon className="size-6" />,
  },
  {
    title: 'Secure Payment',
    text: 'Your payment details are always protected',
    icon: <LockIcon className="size-6" />,
  },
  {
    title: 'Easy Returns',
    text: '30-day return policy',
    icon: <ReturnIcon className="size-6" />,
  },
];

/** The three promises under the featured products (spec section 2, Home). */
export function PromoTiles() {
  return (
    <section
      aria-labelledby="promo-tiles-title"
      className="mx-auto w-full max-w-7xl px-4 pb-20 sm:px-6 lg:px-8"
    >
      <h2 id="promo-tiles-title" className="sr-only">
        Why shop with us
      </h2>
      <ul className="grid gap-4 sm:grid-cols-3">
        {tiles.map((tile) => (
          <li
            key={tile.title}
            className="flex items-start gap-4 rounded-card border border-border bg-surface p-5"
          >
            <span className="flex size-11 shrink-0 items-center justify-center rounded-pill bg-primary/15 text-primary">
              {tile.icon}
            </span>
            <div>
              <h3 className="font-semibold text-base text-foreground">{tile.title}</h3>
              <p className="mt-1 text-muted text-sm">{tile.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

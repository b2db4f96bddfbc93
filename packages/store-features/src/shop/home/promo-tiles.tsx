import type { ReactNode } from 'react';

interface PromoTile {
  title: string;
  text: string;
  icon: ReactNode;
}

/** A line icon beside a tile's words, which say it all: hidden from assistive technology. */
function TileIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-6"
    >
      {children}
    </svg>
  );
}

/* The promise is the spec's wording; shipping is in fact always charged (spec section 9), which is the spec's call. */
const tiles: PromoTile[] = [
  {
    title: 'Free Shipping',
    text: 'On orders over $50',
    icon: (
      <TileIcon>
        <path d="M3 6h11v10H3zM14 10h4l3 3v3h-7" />
        <circle cx="7" cy="17.5" r="1.5" />
        <circle cx="17" cy="17.5" r="1.5" />
      </TileIcon>
    ),
  },
  {
    title: 'Secure Payment',
    text: 'Your payment details are always protected',
    icon: (
      <TileIcon>
        <rect x="5" y="11" width="14" height="9" rx="2" />
        <path d="M8 11V8a4 4 0 0 1 8 0v3" />
      </TileIcon>
    ),
  },
  {
    title: 'Easy Returns',
    text: '30-day return policy',
    icon: (
      <TileIcon>
        <path d="M4 12a8 8 0 1 0 2.3-5.6L4 8.7" />
        <path d="M4 4v4.7h4.7" />
      </TileIcon>
    ),
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

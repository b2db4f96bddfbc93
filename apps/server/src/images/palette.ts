import type { CategorySlug } from '../seed/catalogue';

/** The colours of one product's images: a dark card in the category's hue, shifted a little per product. */
export interface Palette {
  backgroundFrom: string;
  backgroundTo: string;
  glow: string;
  /** The glyph's solid body, its lighter panels, its outline and its bright details. */
  body: string;
  panel: string;
  line: string;
  accent: string;
  text: string;
  mutedText: string;
}

/**
 * Blue for electronics, violet for accessories, rose for clothing, terracotta for home; `spread` is how far
 * (in degrees either way) a product may stray from it, `accentShift` where its bright details sit. Warm hues
 * stray less: a few degrees further a dark amber turns olive.
 */
const CATEGORY_HUES: Record<CategorySlug, { hue: number; spread: number; accentShift: number }> = {
  electronics: { hue: 205, spread: 22, accentShift: 42 },
  accessories: { hue: 265, spread: 22, accentShift: 42 },
  clothing: { hue: 335, spread: 22, accentShift: 42 },
  home: { hue: 16, spread: 12, accentShift: 22 },
};

/** FNV-1a: a small, stable 32-bit hash, so the same product always gets the same colours and layout. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export function paletteFor(category: CategorySlug, seedText: string): Palette {
  const { hue: categoryHue, spread, accentShift } = CATEGORY_HUES[category];
  const hue = categoryHue + ((hashText(seedText) % (2 * spread + 1)) - spread);
  return {
    backgroundFrom: hsl(hue, 52, 17),
    backgroundTo: hsl(hue + 38, 58, 6),
    glow: hsl(hue, 95, 60),
    body: hsl(hue, 42, 16),
    panel: hsl(hue, 48, 30),
    line: hsl(hue, 100, 88),
    accent: hsl(hue + accentShift, 95, 66),
    text: '#ffffff',
    mutedText: hsl(hue, 70, 80),
  };
}

/** Hex rather than `hsl()`: every SVG renderer, not only browsers, reads it. */
function hsl(hue: number, saturation: number, lightness: number): string {
  const h = (((hue % 360) + 360) % 360) / 360;
  const s = saturation / 100;
  const l = lightness / 100;
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (offset: number) => {
    const t = (((h + offset) % 1) + 1) % 1;
    const value =
      t < 1 / 6 ? p + (q - p) * 6 * t : t < 1 / 2 ? q : t < 2 / 3 ? p + (q - p) * (2 / 3 - t) * 6 : p;
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(1 / 3)}${channel(0)}${channel(-1 / 3)}`;
}

import type { CategorySlug, Glyph } from '../seed/catalogue';
import { glyphDrawings } from './glyphs';
import { hashText, type Palette, paletteFor } from './palette';
import { escapeXml, wrapText } from './svg-text';

/** What an image shows of its product. */
export interface ProductArt {
  sku: string;
  name: string;
  brand: string;
  category: CategorySlug;
  glyph: Glyph;
}

/** The views a product's gallery offers: the product whole, a close-up, and the product on a stand. */
export const IMAGE_VARIANTS = ['front', 'detail', 'stand'] as const;
export type ImageVariant = (typeof IMAGE_VARIANTS)[number];

const SIZE = 800;
const FONT = `Inter, 'Segoe UI', 'Helvetica Neue', Arial, sans-serif`;

/** An 800 x 800 SVG of the product, the same every time for the same product and variant. */
export function renderProductImage(art: ProductArt, variant: ImageVariant): string {
  const palette = paletteFor(art.category, art.sku);
  const label = escapeXml(`${art.brand} ${art.name}`);
  const body = COMPOSITIONS[variant](art, palette, hashText(`${art.sku}:${variant}`));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}" role="img" aria-label="${label}"><title>${label}</title>${body}</svg>`;
}

type Composition = (art: ProductArt, palette: Palette, seed: number) => string;

const COMPOSITIONS: Record<ImageVariant, Composition> = {
  front: (art, palette) => `
    ${defs(palette, { x1: 0, y1: 0, x2: 1, y2: 1 })}
    <rect width="800" height="800" fill="url(#background)"/>
    <ellipse cx="660" cy="120" rx="300" ry="170" fill="url(#aurora)"/>
    <circle cx="400" cy="360" r="340" fill="url(#glow)"/>
    <circle cx="400" cy="360" r="250" fill="none" stroke="${palette.line}" stroke-opacity="0.07" stroke-width="2"/>
    <circle cx="400" cy="360" r="180" fill="none" stroke="${palette.line}" stroke-opacity="0.05" stroke-width="2"/>
    ${glyph(art, palette, { x: 190, y: 140, scale: 4.2, strokeWidth: 2.2 })}
    <rect y="560" width="800" height="240" fill="url(#shade)"/>
    ${text(art.brand.toUpperCase(), { x: 64, y: 92, size: 26, weight: 600, fill: palette.mutedText, spacing: 6 })}
    ${text(art.category.toUpperCase(), { x: 736, y: 92, size: 20, weight: 500, fill: palette.mutedText, spacing: 4, anchor: 'end', opacity: 0.7 })}
    ${nameLines(art.name, { x: 64, lastY: 720, size: 48, maxChars: 26, fill: palette.text })}`,

  detail: (art, palette, seed) => `
    ${defs(palette, { x1: 1, y1: 0, x2: 0, y2: 1 })}
    <pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="14" cy="14" r="1.6" fill="${palette.line}" fill-opacity="0.14"/></pattern>
    <rect width="800" height="800" fill="url(#background)"/>
    <rect width="800" height="800" fill="url(#dots)"/>
    <circle cx="580" cy="560" r="420" fill="url(#glow)"/>
    <g transform="rotate(${-14 + (seed % 10)} 600 600)">${glyph(art, palette, { x: 270, y: 250, scale: 6, strokeWidth: 1.8 })}</g>
    <rect x="64" y="84" width="64" height="6" rx="3" fill="${palette.accent}"/>
    ${text(art.brand, { x: 64, y: 168, size: 64, weight: 800, fill: palette.text })}
    ${nameLines(art.name, { x: 64, firstY: 222, size: 32, maxChars: 30, fill: palette.mutedText, weight: 500 })}`,

  stand: (art, palette, seed) => `
    ${defs(palette, { x1: 0, y1: 0, x2: 0, y2: 1 })}
    <rect width="800" height="800" fill="url(#background)"/>
    <ellipse cx="140" cy="160" rx="320" ry="190" fill="url(#aurora)"/>
    <circle cx="400" cy="420" r="300" fill="url(#glow)"/>
    ${sparkles(palette, seed)}
    <path d="M150 606 v64 a250 46 0 0 0 500 0 v-64" fill="${palette.body}" stroke="${palette.line}" stroke-opacity="0.25" stroke-width="2"/>
    <ellipse cx="400" cy="606" rx="250" ry="46" fill="${palette.panel}" stroke="${palette.line}" stroke-opacity="0.35" stroke-width="2"/>
    <ellipse cx="400" cy="606" rx="170" ry="26" fill="${palette.accent}" fill-opacity="0.22"/>
    ${glyph(art, palette, { x: 225, y: 250, scale: 3.5, strokeWidth: 2.5 })}
    ${text(art.brand.toUpperCase(), { x: 400, y: 96, size: 24, weight: 600, fill: palette.mutedText, spacing: 8, anchor: 'middle' })}
    ${nameLines(art.name, { x: 400, lastY: 752, size: 36, maxChars: 34, fill: palette.text, anchor: 'middle' })}`,
};

function defs(palette: Palette, direction: { x1: number; y1: number; x2: number; y2: number }): string {
  return `<defs>
    <linearGradient id="background" x1="${direction.x1}" y1="${direction.y1}" x2="${direction.x2}" y2="${direction.y2}">
      <stop offset="0" stop-color="${palette.backgroundFrom}"/><stop offset="1" stop-color="${palette.backgroundTo}"/>
    </linearGradient>
    <radialGradient id="glow">
      <stop offset="0" stop-color="${palette.glow}" stop-opacity="0.5"/><stop offset="1" stop-color="${palette.glow}" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="aurora">
      <stop offset="0" stop-color="${palette.accent}" stop-opacity="0.32"/><stop offset="1" stop-color="${palette.accent}" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.55"/>
    </linearGradient>
  </defs>`;
}

function glyph(
  art: ProductArt,
  palette: Palette,
  place: { x: number; y: number; scale: number; strokeWidth: number },
): string {
  return `<g transform="translate(${place.x} ${place.y}) scale(${place.scale})" fill="${palette.body}" stroke="${palette.line}" stroke-width="${place.strokeWidth}" stroke-linecap="round" stroke-linejoin="round">${glyphDrawings[art.glyph](palette)}</g>`;
}

/** Four-pointed glints scattered round the stand, placed by the product's hash so each product differs. */
function sparkles(palette: Palette, seed: number): string {
  return [0, 1, 2, 3, 4]
    .map((index) => {
      const value = hashText(`${seed}:${index}`);
      const x = 90 + (value % 620);
      const y = 150 + ((value >>> 10) % 360);
      const size = 6 + ((value >>> 20) % 10);
      return `<path d="M${x} ${y - size} Q${x} ${y} ${x + size} ${y} Q${x} ${y} ${x} ${y + size} Q${x} ${y} ${x - size} ${y} Q${x} ${y} ${x} ${y - size} Z" fill="${palette.line}" fill-opacity="0.55"/>`;
    })
    .join('');
}

interface TextStyle {
  x: number;
  y: number;
  size: number;
  weight: number;
  fill: string;
  spacing?: number;
  anchor?: 'start' | 'middle' | 'end';
  opacity?: number;
}

function text(content: string, style: TextStyle): string {
  return `<text x="${style.x}" y="${style.y}" font-family="${FONT}" font-size="${style.size}" font-weight="${style.weight}" fill="${style.fill}" letter-spacing="${style.spacing ?? 0}" text-anchor="${style.anchor ?? 'start'}" fill-opacity="${style.opacity ?? 1}">${escapeXml(content)}</text>`;
}

/** The product name on up to two lines, placed from its first line down or from its last line up. */
function nameLines(
  name: string,
  style: Omit<TextStyle, 'y' | 'weight'> & {
    firstY?: number;
    lastY?: number;
    maxChars: number;
    weight?: number;
  },
): string {
  const lines = wrapText(name, style.maxChars, 2);
  const lineHeight = Math.round(style.size * 1.18);
  const firstY = style.firstY ?? (style.lastY ?? 0) - (lines.length - 1) * lineHeight;
  return lines
    .map((line, index) =>
      text(line, { ...style, weight: style.weight ?? 700, y: firstY + index * lineHeight }),
    )
    .join('');
}

import { type GlyphDrawing, hourMarks, steps } from './glyph';

export const accessoriesGlyphs = {
  backpack: ({ accent, panel }) => `
    <path d="M42 14 V9 a4 4 0 0 1 4 -4 H54 a4 4 0 0 1 4 4 V14" fill="none"/>
    <path d="M24 46 H18 a4 4 0 0 0 -4 4 V72 a4 4 0 0 0 4 4 H24" fill="none"/>
    <path d="M76 46 H82 a4 4 0 0 1 4 4 V72 a4 4 0 0 1 -4 4 H76" fill="none"/>
    <path d="M24 38 a26 26 0 0 1 52 0 V84 a6 6 0 0 1 -6 6 H30 a6 6 0 0 1 -6 -6 Z"/>
    <path d="M32 36 a18 18 0 0 1 36 0" fill="none" stroke="${panel}" stroke-width="3"/>
    <rect x="32" y="56" width="36" height="26" rx="6" fill="${panel}"/>
    <path d="M37 64 H63" fill="none"/>
    <rect x="56" y="61" width="6" height="7" rx="1.5" fill="${accent}" stroke="none"/>`,
  wallet: ({ accent, panel }) => `
    <rect x="22" y="16" width="40" height="20" rx="3" fill="${accent}" fill-opacity="0.85"/>
    <rect x="30" y="22" width="38" height="20" rx="3" fill="${panel}"/>
    <rect x="12" y="30" width="76" height="52" rx="7"/>
    <path d="M18 38 H74" fill="none" stroke="${panel}" stroke-width="2" stroke-dasharray="3 4"/>
    <path d="M88 46 H66 a9 9 0 0 0 0 18 H88" fill="${panel}"/>
    <circle cx="68" cy="55" r="3.5" fill="${accent}" stroke="none"/>`,
  sunglasses: ({ accent, panel }) => `
    <path d="M12 42 L4 34 M88 42 L96 34" fill="none"/>
    <path d="M44 42 Q50 36 56 42" fill="none"/>
    <path d="M45 40 H10 V56 a13 13 0 0 0 13 12 H30 a13 13 0 0 0 13 -11 Z" fill="${panel}"/>
    <path d="M55 40 H90 V56 a13 13 0 0 1 -13 12 H70 a13 13 0 0 1 -13 -11 Z" fill="${panel}"/>
    <path d="M16 50 L26 44 M20 58 L36 48" fill="none" stroke="${accent}" stroke-width="2.4"/>
    <path d="M62 50 L72 44 M66 58 L82 48" fill="none" stroke="${accent}" stroke-width="2.4"/>`,
  watch: ({ accent, panel }) => `
    <rect x="38" y="4" width="24" height="92" rx="5" fill="${panel}"/>
    <path d="M42 12 H58 M42 88 H58" fill="none"/>
    <rect x="74" y="46" width="6" height="8" rx="2"/>
    <circle cx="50" cy="50" r="26"/>
    <circle cx="50" cy="50" r="20" fill="none" stroke="${panel}" stroke-width="1.5"/>
    <path d="${hourMarks(50, 50, 16, 20)}" fill="none" stroke-width="1.8"/>
    <path d="M50 50 V36 M50 50 L60 55" fill="none" stroke-width="2.6"/>
    <path d="M50 50 L42 63" fill="none" stroke="${accent}" stroke-width="1.6"/>
    <circle cx="50" cy="50" r="2.4" fill="${accent}" stroke="none"/>`,
  bottle: ({ accent, panel }) => `
    <path d="M62 14 a6 6 0 0 1 0 10" fill="none"/>
    <rect x="38" y="8" width="24" height="14" rx="4" fill="${panel}"/>
    <path d="M40 22 H60 V27 C68 31 72 37 72 46 V84 a6 6 0 0 1 -6 6 H34 a6 6 0 0 1 -6 -6 V46 C28 37 32 31 40 27 Z"/>
    <rect x="28" y="54" width="44" height="18" fill="${accent}" fill-opacity="0.55" stroke="none"/>
    <path d="M34 44 V82" fill="none" stroke="${panel}" stroke-width="3"/>`,
  'power-bank': ({ accent, panel }) => `
    <rect x="26" y="10" width="48" height="80" rx="9"/>
    <rect x="33" y="18" width="34" height="16" rx="3" fill="${panel}" stroke="none"/>
    ${steps(36, 8, 3)
      .map((x) => `<rect x="${x}" y="22" width="5" height="8" rx="1" fill="${accent}" stroke="none"/>`)
      .join('')}
    <path d="M55 44 L41 63 H51 L46 80 L61 58 H51 Z" fill="${accent}" stroke="none"/>
    <path d="M44 86 H56" fill="none"/>`,
  duffel: ({ accent, panel }) => `
    <path d="M34 36 V28 a6 6 0 0 1 6 -6 H60 a6 6 0 0 1 6 6 V36" fill="none" stroke-width="3"/>
    <path d="M8 52 a16 16 0 0 1 16 -16 H76 a16 16 0 0 1 16 16 V78 a6 6 0 0 1 -6 6 H14 a6 6 0 0 1 -6 -6 Z"/>
    <path d="M20 45 H80" fill="none" stroke-dasharray="4 3"/>
    <rect x="13" y="55" width="15" height="23" rx="4" fill="${panel}"/>
    <rect x="72" y="55" width="15" height="23" rx="4" fill="${panel}"/>
    <rect x="43" y="58" width="14" height="9" rx="2" fill="${accent}" stroke="none"/>`,
  umbrella: ({ accent, panel }) => `
    <path d="M50 16 V8" fill="none"/>
    <path d="M50 52 V82 a6 6 0 0 1 -12 0" fill="none" stroke-width="3"/>
    <path d="M10 52 A40 36 0 0 1 90 52 Q83.3 46 76.7 52 Q70 46 63.3 52 Q56.7 46 50 52 Q43.3 46 36.7 52 Q30 46 23.3 52 Q16.7 46 10 52 Z"/>
    <path d="M50 16 Q36.7 30 36.7 52 Z" fill="${accent}" fill-opacity="0.75" stroke="none"/>
    <path d="M50 16 Q63.3 30 63.3 52 Z" fill="${panel}" stroke="none"/>
    <path d="M50 16 Q36.7 30 36.7 52 M50 16 Q63.3 30 63.3 52 M50 16 V52" fill="none" stroke-width="1.6"/>`,
  belt: ({ accent, panel }) => `
    <rect x="14" y="68" width="46" height="14" rx="2"/>
    ${steps(26, 8, 4)
      .map((x) => `<circle cx="${x}" cy="75" r="1.6" fill="${accent}" stroke="none"/>`)
      .join('')}
    <circle cx="60" cy="52" r="30"/>
    <circle cx="60" cy="52" r="21" fill="none" stroke="${panel}" stroke-width="3"/>
    <circle cx="60" cy="52" r="12" fill="${panel}"/>
    <rect x="4" y="62" width="18" height="26" rx="4" fill="none" stroke="${accent}" stroke-width="3.4"/>
    <path d="M8 75 H20" fill="none" stroke="${accent}" stroke-width="2.6"/>`,
  beanie: ({ accent, panel }) => `
    <circle cx="50" cy="18" r="9" fill="${accent}"/>
    <path d="M18 66 V56 a32 32 0 0 1 64 0 V66 Z"/>
    ${steps(30, 10, 5)
      .map((x) => `<path d="M${x} 30 Q${x - 2} 46 ${x} 62" fill="none" stroke="${panel}" stroke-width="2"/>`)
      .join('')}
    <rect x="14" y="62" width="72" height="22" rx="6" fill="${panel}"/>
    ${steps(22, 8, 8)
      .map((x) => `<path d="M${x} 66 V80" fill="none" stroke-width="1.6"/>`)
      .join('')}`,
  cable: ({ accent, panel, line }) => `
    <path d="M34 48 C34 28 22 22 12 18" fill="none" stroke="${accent}" stroke-width="4"/>
    <path d="M50 48 C50 30 56 22 66 18" fill="none" stroke="${line}" stroke-width="4"/>
    <path d="M66 48 C66 36 78 32 88 36" fill="none" stroke="${accent}" stroke-width="4"/>
    <rect x="64" y="9" width="18" height="12" rx="3" transform="rotate(-16 73 15)"/>
    <rect x="20" y="48" width="60" height="28" rx="10"/>
    <circle cx="34" cy="50" r="6" fill="${panel}"/>
    <circle cx="50" cy="50" r="6" fill="${panel}"/>
    <circle cx="66" cy="50" r="6" fill="${panel}"/>
    <rect x="16" y="76" width="68" height="6" rx="3" fill="${accent}" fill-opacity="0.6" stroke="none"/>`,
} satisfies Record<string, GlyphDrawing>;

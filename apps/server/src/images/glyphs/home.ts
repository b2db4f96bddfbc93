import { type GlyphDrawing, hourMarks, steps } from './glyph';

export const homeGlyphs = {
  'floor-lamp': ({ accent, panel }) => `
    <path d="M60 48 L50 88 H98 L88 48 Z" fill="${accent}" fill-opacity="0.22" stroke="none"/>
    <path d="M28 86 V40 C28 14 66 6 74 28" fill="none" stroke-width="3"/>
    <ellipse cx="28" cy="88" rx="15" ry="5"/>
    <path d="M62 28 H86 L92 48 H56 Z" fill="${panel}"/>
    <path d="M58 42 H90" fill="none" stroke="${accent}" stroke-width="1.6"/>
    <circle cx="74" cy="52" r="3.5" fill="${accent}" stroke="none"/>`,
  'desk-lamp': ({ accent, panel }) => `
    <path d="M70 48 L64 86 H98 L86 40 Z" fill="${accent}" fill-opacity="0.22" stroke="none"/>
    <rect x="10" y="80" width="44" height="9" rx="4.5"/>
    <rect x="18" y="82" width="16" height="5" rx="2.5" fill="${accent}" fill-opacity="0.6" stroke="none"/>
    <path d="M40 80 L30 50 L58 30" fill="none" stroke-width="3"/>
    <circle cx="30" cy="50" r="4" fill="${panel}"/>
    <path d="M54 20 L84 34 L74 50 L48 34 Z"/>
    <path d="M50 36 L76 48" fill="none" stroke="${accent}" stroke-width="2"/>`,
  mug: ({ accent, panel }) => `
    <path d="M34 22 Q30 16 34 10 M46 22 Q42 16 46 10 M58 22 Q54 16 58 10" fill="none" stroke="${accent}" stroke-width="2.6"/>
    <path d="M68 40 H74 a11 11 0 0 1 0 22 H68" fill="none" stroke-width="5"/>
    <path d="M20 28 H70 V72 a14 14 0 0 1 -14 14 H34 a14 14 0 0 1 -14 -14 Z"/>
    <path d="M20 28 H70 V40 H20 Z" fill="${panel}"/>
    ${steps(30, 10, 4)
      .map((x) => `<circle cx="${x}" cy="${60 + (x % 20) / 2}" r="1.6" fill="${panel}" stroke="none"/>`)
      .join('')}`,
  kettle: ({ accent, panel }) => `
    <path d="M24 76 C12 72 14 50 6 40" fill="none" stroke-width="4"/>
    <path d="M72 48 C92 48 92 78 76 80" fill="none" stroke-width="5"/>
    <path d="M30 42 H70 L78 84 H22 Z"/>
    <path d="M34 42 A16 10 0 0 1 66 42" fill="${panel}"/>
    <circle cx="50" cy="30" r="3.4" fill="${accent}" stroke="none"/>
    <path d="M30 60 H70" fill="none" stroke="${panel}" stroke-width="2.4"/>
    <rect x="18" y="84" width="64" height="6" rx="3" fill="${accent}" stroke="none"/>`,
  blanket: ({ accent, panel }) => `
    <rect x="12" y="68" width="76" height="18" rx="9"/>
    <rect x="16" y="50" width="68" height="18" rx="9" fill="${panel}"/>
    <rect x="20" y="32" width="60" height="18" rx="9"/>
    ${[
      { y: 77, from: 22, count: 8 },
      { y: 59, from: 26, count: 7 },
      { y: 41, from: 30, count: 6 },
    ]
      .map(({ y, from, count }) =>
        steps(from, 8, count)
          .map(
            (x) =>
              `<path d="M${x} ${y - 3} L${x + 3} ${y + 2} L${x + 6} ${y - 3}" fill="none" stroke="${accent}" stroke-width="1.6"/>`,
          )
          .join(''),
      )
      .join('')}`,
  cushion: ({ accent, panel }) => `
    <path d="M16 18 Q50 28 84 18 Q74 50 84 82 Q50 72 16 82 Q26 50 16 18 Z"/>
    <path d="M25 27 Q50 34 75 27 Q67 50 75 73 Q50 66 25 73 Q33 50 25 27 Z" fill="${panel}" stroke-dasharray="3 3" stroke-width="1.6"/>
    <circle cx="50" cy="50" r="5" fill="${accent}" stroke="none"/>
    <path d="M16 18 L10 12 M84 18 L90 12 M16 82 L10 88 M84 82 L90 88" fill="none" stroke="${accent}" stroke-width="2.4"/>`,
  plant: ({ accent, panel }) => `
    <path d="M50 56 V36" fill="none"/>
    <path d="M50 56 C40 42 30 38 18 38 C22 50 34 56 50 56 Z" fill="${accent}" fill-opacity="0.8"/>
    <path d="M50 54 C58 38 70 32 84 32 C80 46 66 54 50 54 Z" fill="${accent}" fill-opacity="0.6"/>
    <path d="M50 40 C44 28 46 16 54 8 C60 20 58 32 50 40 Z" fill="${accent}" fill-opacity="0.9"/>
    <path d="M50 56 L28 40 M50 54 L76 36 M50 40 L53 14" fill="none" stroke-width="1.4"/>
    <rect x="26" y="54" width="48" height="8" rx="2"/>
    <path d="M30 62 H70 L64 90 H36 Z" fill="${panel}"/>
    <rect x="46" y="68" width="8" height="14" rx="2" fill="${accent}" fill-opacity="0.5"/>`,
  chair: ({ accent, panel }) => `
    <path d="M30 58 L20 90 M70 58 L80 90 M36 62 L32 84 M64 62 L68 84" fill="none" stroke-width="3.4"/>
    <path d="M22 56 L12 14 L28 12 L38 52" fill="${panel}"/>
    ${steps(20, 8, 4)
      .map(
        (y) =>
          `<path d="M${14 + y / 5} ${y} L${26 + y / 5} ${y - 1}" fill="none" stroke="${accent}" stroke-width="1.4"/>`,
      )
      .join('')}
    <path d="M18 52 H80 L78 62 H22 Z"/>
    ${steps(28, 8, 7)
      .map((x) => `<path d="M${x} 54 L${x + 4} 60" fill="none" stroke="${accent}" stroke-width="1.4"/>`)
      .join('')}
    <path d="M14 38 H74 V54" fill="none" stroke-width="3.4"/>`,
  clock: ({ accent, panel }) => `
    <circle cx="50" cy="50" r="40"/>
    <circle cx="50" cy="50" r="33" fill="${panel}" stroke="none"/>
    <path d="${hourMarks(50, 50, 26, 31)}" fill="none" stroke-width="2.2"/>
    <path d="M50 50 V28 M50 50 L64 58" fill="none" stroke-width="3.4"/>
    <path d="M50 58 L40 26" fill="none" stroke="${accent}" stroke-width="1.6"/>
    <circle cx="50" cy="50" r="3" fill="${accent}" stroke="none"/>`,
  skillet: ({ accent, panel }) => `
    <rect x="64" y="46" width="34" height="10" rx="5" transform="rotate(-18 64 51)"/>
    <circle cx="90" cy="41" r="2" fill="${accent}" stroke="none"/>
    <circle cx="38" cy="54" r="32"/>
    <circle cx="38" cy="54" r="25" fill="${panel}"/>
    <path d="M24 46 C20 36 34 32 40 38 C48 34 56 44 50 52 C54 62 40 66 34 60 C26 64 18 54 24 46 Z" fill="#ffffff" fill-opacity="0.9" stroke="none"/>
    <circle cx="37" cy="50" r="6" fill="${accent}" stroke="none"/>`,
  candle: ({ accent, panel }) => `
    <circle cx="50" cy="26" r="14" fill="${accent}" fill-opacity="0.2" stroke="none"/>
    <path d="M50 14 C57 24 57 31 50 36 C43 31 43 24 50 14 Z" fill="${accent}" stroke="none"/>
    <path d="M50 36 V44" fill="none" stroke-width="2"/>
    <rect x="26" y="40" width="48" height="50" rx="7"/>
    <rect x="30" y="48" width="40" height="38" rx="4" fill="${panel}" stroke="none"/>
    <rect x="33" y="60" width="34" height="16" rx="2" fill="${accent}" fill-opacity="0.5" stroke="none"/>
    <path d="M38 68 H62" fill="none" stroke-width="1.6"/>`,
  vase: ({ accent, panel }) => `
    <path d="M50 26 C48 16 52 10 60 4" fill="none" stroke-width="1.6"/>
    ${[
      { x: 52, y: 16 },
      { x: 56, y: 10 },
      { x: 48, y: 22 },
    ]
      .map(
        ({ x, y }, index) =>
          `<ellipse cx="${index % 2 ? x + 5 : x - 5}" cy="${y}" rx="4.5" ry="3" fill="${accent}" stroke="none"/>`,
      )
      .join('')}
    <path d="M44 24 H56 V32 C56 40 74 46 74 66 C74 82 64 92 50 92 C36 92 26 82 26 66 C26 46 44 40 44 32 Z"/>
    <path d="M33 60 C40 66 60 66 67 60" fill="none" stroke="${panel}" stroke-width="3"/>
    <path d="M32 72 C36 80 42 84 48 86" fill="none" stroke="${panel}" stroke-width="2"/>`,
} satisfies Record<string, GlyphDrawing>;

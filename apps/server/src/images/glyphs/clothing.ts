import { type GlyphDrawing, steps } from './glyph';

export const clothingGlyphs = {
  tshirt: ({ accent, panel }) => `
    <path d="M36 14 L18 22 L6 42 L19 49 L26 40 V88 H74 V40 L81 49 L94 42 L82 22 L64 14 A14 11 0 0 1 36 14 Z"/>
    <path d="M36 14 A14 11 0 0 0 64 14" fill="none" stroke="${panel}" stroke-width="4"/>
    <path d="M19 36 L26 40 M81 36 L74 40" fill="none" stroke="${panel}" stroke-width="2"/>
    <circle cx="50" cy="52" r="10" fill="${accent}" fill-opacity="0.8" stroke="none"/>
    <path d="M44 52 L48 56 L56 48" fill="none" stroke-width="2"/>`,
  hoodie: ({ accent, panel }) => `
    <path d="M32 20 L20 26 L10 78 L21 80 L27 44 V88 H73 V44 L79 80 L90 78 L80 26 L68 20 Z"/>
    <path d="M32 22 C30 4 70 4 68 22 C62 32 38 32 32 22 Z" fill="${panel}"/>
    <path d="M44 30 V44 M56 30 V44" fill="none" stroke="${accent}" stroke-width="2.2"/>
    <circle cx="44" cy="45" r="1.8" fill="${accent}" stroke="none"/>
    <circle cx="56" cy="45" r="1.8" fill="${accent}" stroke="none"/>
    <path d="M36 62 H64 L69 80 H31 Z" fill="${panel}"/>
    <path d="M27 84 H73 M11 74 L21 76 M89 74 L79 76" fill="none" stroke-width="1.6"/>`,
  jacket: ({ accent, panel }) => `
    <path d="M34 14 L20 22 L11 80 L22 82 L28 42 V88 H72 V42 L78 82 L89 80 L80 22 L66 14 L50 22 Z"/>
    ${steps(36, 12, 4)
      .map((y) => `<path d="M28 ${y} H72" fill="none" stroke="${panel}" stroke-width="2.4"/>`)
      .join('')}
    <path d="M17 42 L26 44 M15 56 L27 58 M13 70 L25 72 M83 42 L74 44 M85 56 L73 58 M87 70 L75 72" fill="none" stroke="${panel}" stroke-width="2"/>
    <path d="M34 14 L50 22 L66 14 L63 7 H37 Z" fill="${panel}"/>
    <path d="M50 22 V88" fill="none"/>
    <rect x="47.5" y="26" width="5" height="9" rx="1.5" fill="${accent}" stroke="none"/>`,
  jeans: ({ accent, panel }) => `
    <path d="M26 10 H74 L80 90 H57 L50 40 L43 90 H20 Z"/>
    <path d="M26 19 H74" fill="none"/>
    <path d="M50 19 V40" fill="none" stroke="${panel}" stroke-width="2.4"/>
    <path d="M29 19 Q35 30 42 19 M58 19 Q65 30 71 19" fill="none" stroke="${panel}" stroke-width="2.4"/>
    <path d="M34 10 V19 M66 10 V19" fill="none" stroke-width="2"/>
    <circle cx="50" cy="14.5" r="2.4" fill="${accent}" stroke="none"/>
    <path d="M22 80 H41 M59 80 H78" fill="none" stroke="${accent}" stroke-width="2" stroke-dasharray="3 3"/>`,
  shirt: ({ accent, panel }) => `
    <path d="M36 14 L18 22 L10 78 L21 80 L26 42 V88 H74 V42 L79 80 L90 78 L82 22 L64 14 Z"/>
    <path d="M36 14 L43 29 L50 20 L57 29 L64 14 L50 18 Z" fill="${panel}"/>
    <path d="M50 20 V88" fill="none"/>
    ${steps(34, 12, 5)
      .map((y) => `<circle cx="53.5" cy="${y}" r="1.8" fill="${accent}" stroke="none"/>`)
      .join('')}
    <rect x="58" y="36" width="11" height="12" rx="1.5" fill="${panel}"/>
    <path d="M11 72 L21 74 M89 72 L79 74" fill="none" stroke-width="1.6"/>`,
  sneaker: ({ accent, panel }) => `
    <path d="M10 62 V50 C10 44 14 40 20 40 C26 40 30 32 34 26 L46 30 C52 40 62 46 76 48 C86 50 92 54 92 62 Z"/>
    <path d="M38 32 L46 38 M42 28 L51 34 M46 24 L55 30" fill="none" stroke-width="2"/>
    <path d="M22 56 C38 56 54 50 70 46" fill="none" stroke="${accent}" stroke-width="3.4"/>
    <path d="M10 50 C14 46 20 46 24 50" fill="none" stroke="${panel}" stroke-width="2"/>
    <path d="M8 62 H94 V70 a4 4 0 0 1 -4 4 H12 a4 4 0 0 1 -4 -4 Z" fill="${panel}"/>
    <path d="M14 68 H88" fill="none" stroke-width="1.4" stroke-dasharray="2 3"/>`,
  dress: ({ accent, panel }) => `
    <path d="M40 4 V12 M60 4 V12" fill="none"/>
    <path d="M40 10 L50 22 L60 10 L60 24 L66 40 L82 90 H18 L34 40 L40 24 Z"/>
    <path d="M34 40 L18 90 H34 Z" fill="${panel}" stroke="none"/>
    <path d="M30 54 C40 60 60 60 70 54 M26 70 C42 78 58 78 74 70" fill="none" stroke="${panel}" stroke-width="2"/>
    <path d="M34 40 H66" fill="none" stroke="${accent}" stroke-width="4"/>
    <path d="M52 40 L46 52 M52 40 L58 52" fill="none" stroke="${accent}" stroke-width="2.6"/>`,
  socks: ({ accent, panel }) => `
    <path d="M48 8 H68 V54 L80 66 A10 10 0 0 1 66 80 L50 64 A8 8 0 0 1 48 58 Z" fill="${panel}"/>
    <rect x="48" y="14" width="20" height="5" fill="${accent}" stroke="none"/>
    <path d="M22 18 H42 V64 L54 76 A10 10 0 0 1 40 90 L24 74 A8 8 0 0 1 22 68 Z"/>
    <rect x="22" y="24" width="20" height="5" fill="${accent}" stroke="none"/>
    <path d="M22 18 H42" fill="none" stroke-width="3.4"/>
    <path d="M44 80 L50 86" fill="none" stroke="${accent}" stroke-width="3"/>`,
  shorts: ({ accent, panel }) => `
    <path d="M20 18 H80 L88 74 H57 L50 44 L43 74 H12 Z"/>
    <rect x="20" y="18" width="60" height="9" fill="${panel}"/>
    <path d="M47 27 L45 36 M53 27 L55 36" fill="none" stroke="${accent}" stroke-width="2.2"/>
    <path d="M50 27 V44" fill="none"/>
    <path d="M24 27 Q30 38 38 27 M62 27 Q70 38 76 27" fill="none" stroke="${panel}" stroke-width="2.4"/>
    <path d="M14 66 H42 M58 66 H86" fill="none" stroke-width="1.6"/>`,
  scarf: ({ accent, panel }) => `
    <path d="M22 20 C22 6 78 6 78 20 C78 32 22 32 22 20 Z" fill="none" stroke-width="9"/>
    <path d="M22 20 C22 6 78 6 78 20 C78 32 22 32 22 20 Z" fill="none" stroke="${panel}" stroke-width="5"/>
    <path d="M38 28 H56 L52 84 H34 Z"/>
    <path d="M52 30 H70 L72 76 H54 Z" fill="${panel}"/>
    ${steps(42, 14, 3)
      .map(
        (y) =>
          `<path d="M${37 - y / 40} ${y} H${55 - y / 40}" fill="none" stroke="${accent}" stroke-width="3"/>`,
      )
      .join('')}
    ${steps(36, 4, 5)
      .map((x) => `<path d="M${x} 84 V92" fill="none" stroke-width="1.6"/>`)
      .join('')}
    ${steps(56, 4, 5)
      .map((x) => `<path d="M${x} 76 V84" fill="none" stroke-width="1.6"/>`)
      .join('')}`,
} satisfies Record<string, GlyphDrawing>;

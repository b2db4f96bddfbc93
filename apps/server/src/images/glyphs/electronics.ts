import { type GlyphDrawing, steps } from './glyph';

export const electronicsGlyphs = {
  headphones: ({ accent, panel }) => `
    <path d="M20 58 V48 a30 30 0 0 1 60 0 V58" fill="none" stroke-width="5"/>
    <path d="M26 30 a30 30 0 0 1 48 0" fill="none" stroke="${panel}" stroke-width="2"/>
    <rect x="12" y="50" width="18" height="32" rx="8"/>
    <rect x="70" y="50" width="18" height="32" rx="8"/>
    <rect x="17" y="56" width="8" height="20" rx="4" fill="${panel}" stroke="none"/>
    <rect x="75" y="56" width="8" height="20" rx="4" fill="${panel}" stroke="none"/>
    <circle cx="21" cy="66" r="2.5" fill="${accent}" stroke="none"/>
    <circle cx="79" cy="66" r="2.5" fill="${accent}" stroke="none"/>`,
  earbuds: ({ accent, panel }) => `
    <rect x="24" y="72" width="52" height="20" rx="10" fill="${panel}"/>
    <path d="M28 80 H72" fill="none"/>
    <rect x="29" y="38" width="9" height="34" rx="4.5"/>
    <circle cx="33" cy="32" r="13"/>
    <circle cx="29" cy="30" r="5" fill="${panel}" stroke="none"/>
    <rect x="62" y="30" width="9" height="34" rx="4.5"/>
    <circle cx="67" cy="24" r="13"/>
    <circle cx="71" cy="22" r="5" fill="${panel}" stroke="none"/>
    <circle cx="33.5" cy="66" r="1.8" fill="${accent}" stroke="none"/>
    <circle cx="66.5" cy="58" r="1.8" fill="${accent}" stroke="none"/>`,
  laptop: ({ accent, panel }) => `
    <rect x="20" y="22" width="60" height="42" rx="3"/>
    <rect x="25" y="27" width="50" height="32" rx="1" fill="${panel}" stroke="none"/>
    <path d="M25 52 L38 40 L47 48 L58 36 L75 50 V59 H25 Z" fill="${accent}" fill-opacity="0.55" stroke="none"/>
    <circle cx="36" cy="35" r="3" fill="${accent}" stroke="none"/>
    <path d="M8 68 H92 L88 76 a3 3 0 0 1 -3 2 H15 a3 3 0 0 1 -3 -2 Z"/>
    <path d="M43 68 v2 h14 v-2" fill="none"/>`,
  smartphone: ({ accent, panel }) => `
    <rect x="31" y="10" width="38" height="80" rx="8"/>
    <rect x="35.5" y="15" width="29" height="70" rx="4" fill="${panel}" stroke="none"/>
    <path d="M35.5 62 C44 52 54 66 64.5 54 V81 a4 4 0 0 1 -4 4 H39.5 a4 4 0 0 1 -4 -4 Z" fill="${accent}" fill-opacity="0.6" stroke="none"/>
    <rect x="45" y="18" width="10" height="3.5" rx="1.75" fill="${accent}" stroke="none"/>
    <path d="M45 80 H55" fill="none" stroke-width="1.6"/>`,
  tablet: ({ accent, panel }) => `
    <rect x="12" y="12" width="62" height="78" rx="6"/>
    <rect x="17" y="18" width="52" height="66" rx="2" fill="${panel}" stroke="none"/>
    <path d="M22 70 C30 56 36 64 44 50 S58 38 64 30" fill="none" stroke="${accent}" stroke-width="3"/>
    <circle cx="43" cy="15" r="1.2" fill="${accent}" stroke="none"/>
    <path d="M82 16 H90 V74 L86 84 L82 74 Z"/>
    <path d="M82 24 H90" fill="none"/>`,
  camera: ({ accent, panel }) => `
    <path d="M32 30 L38 20 H58 L64 30" fill="${panel}"/>
    <rect x="16" y="24" width="12" height="6" rx="2"/>
    <rect x="10" y="30" width="80" height="52" rx="8"/>
    <rect x="10" y="44" width="14" height="38" rx="4" fill="${panel}" stroke="none"/>
    <circle cx="52" cy="56" r="19"/>
    <circle cx="52" cy="56" r="13" fill="${panel}"/>
    <circle cx="52" cy="56" r="7" fill="${accent}" fill-opacity="0.7" stroke="none"/>
    <circle cx="48" cy="52" r="2.2" fill="#ffffff" stroke="none"/>
    <rect x="74" y="36" width="10" height="6" rx="2" fill="${accent}" stroke="none"/>`,
  speaker: ({ accent, panel }) => `
    <path d="M44 14 V8 H56 V14" fill="none"/>
    <rect x="28" y="14" width="44" height="76" rx="20"/>
    <circle cx="50" cy="42" r="14" fill="${panel}"/>
    <circle cx="50" cy="42" r="6" fill="${accent}" stroke="none"/>
    <circle cx="50" cy="70" r="8" fill="${panel}"/>
    <circle cx="50" cy="70" r="3" fill="${accent}" stroke="none"/>`,
  smartwatch: ({ accent, panel }) => `
    <rect x="37" y="6" width="26" height="88" rx="8" fill="${panel}"/>
    <rect x="26" y="26" width="48" height="48" rx="13"/>
    <rect x="31" y="31" width="38" height="38" rx="9" fill="${panel}" stroke="none"/>
    <path d="M34 52 H42 L46 43 L51 60 L55 48 L58 52 H66" fill="none" stroke="${accent}" stroke-width="2.6"/>
    <rect x="74" y="42" width="5" height="12" rx="2"/>`,
  keyboard: ({ accent, panel }) => {
    const keyRows = steps(37, 8, 3).map((y) =>
      steps(14, 8, 9)
        .map((x, index) => {
          const lit = (index + y) % 5 === 0;
          return `<rect x="${x}" y="${y}" width="6" height="5.5" rx="1.2" fill="${lit ? accent : panel}" stroke="none"/>`;
        })
        .join(''),
    );
    return `
    <rect x="8" y="30" width="84" height="44" rx="6"/>
    ${keyRows.join('')}
    <rect x="14" y="61" width="14" height="5.5" rx="1.2" fill="${panel}" stroke="none"/>
    <rect x="30" y="61" width="40" height="5.5" rx="1.2" fill="${panel}" stroke="none"/>
    <rect x="72" y="61" width="14" height="5.5" rx="1.2" fill="${accent}" stroke="none"/>`;
  },
  mouse: ({ accent, panel }) => `
    <path d="M50 14 C50 6 58 4 64 6" fill="none"/>
    <rect x="28" y="14" width="44" height="76" rx="22"/>
    <path d="M28 40 H72" fill="none"/>
    <path d="M50 14 V40" fill="none"/>
    <path d="M32 70 a18 18 0 0 0 36 0" fill="none" stroke="${panel}" stroke-width="3"/>
    <rect x="46.5" y="21" width="7" height="12" rx="3.5" fill="${accent}" stroke="none"/>`,
  monitor: ({ accent, panel }) => `
    <rect x="44" y="64" width="12" height="16"/>
    <rect x="30" y="78" width="40" height="7" rx="3.5"/>
    <rect x="8" y="14" width="84" height="54" rx="4"/>
    <rect x="13" y="19" width="74" height="44" rx="1" fill="${panel}" stroke="none"/>
    <path d="M13 56 L32 38 L44 48 L60 30 L87 54 V63 H13 Z" fill="${accent}" fill-opacity="0.6" stroke="none"/>
    <circle cx="28" cy="28" r="4" fill="${accent}" stroke="none"/>`,
} satisfies Record<string, GlyphDrawing>;

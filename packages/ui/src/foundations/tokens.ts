/**
 * The theme's tokens read from theme.css's text, and WCAG contrast between its colours: the figures the
 * Foundations page shows. The maths is theme.test.ts's (oklch -> linear sRGB -> relative luminance).
 */

/** Every `--name: value;` declared in the stylesheet, in order (multi-line values joined). */
export function parseTokens(css: string): Map<string, string> {
  return new Map(
    [...css.matchAll(/^\s*--([\w-]+):\s*([^;]+);/gm)].map(([, name = '', value = '']) => [
      name,
      value.replace(/\s+/g, ' ').trim(),
    ]),
  );
}

/** The tokens whose name starts with `prefix`, without their modifiers (`--text-body--line-height`). */
export function tokensWithPrefix(
  tokens: Map<string, string>,
  prefix: string,
): [name: string, value: string][] {
  return [...tokens].filter(([name]) => name.startsWith(prefix) && !name.slice(prefix.length).includes('--'));
}

/** WCAG 2 relative luminance of an opaque `oklch(L C H)` colour, through linear sRGB clipped to the gamut. */
export function luminance(color: string): number {
  const match = /^oklch\(([\d.]+) ([\d.]+) ([\d.]+)\)$/.exec(color.trim());
  if (!match) throw new Error(`not an opaque oklch() colour: ${color}`);
  const [lightness, chroma, hue] = match.slice(1).map(Number) as [number, number, number];
  const a = chroma * Math.cos((hue * Math.PI) / 180);
  const b = chroma * Math.sin((hue * Math.PI) / 180);
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const clip = (v: number) => Math.min(1, Math.max(0, v));
  const red = clip(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s);
  const green = clip(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s);
  const blue = clip(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s);
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** The WCAG contrast ratio of two opaque oklch() colours, from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** WCAG's verdict for text (`AA` from 4.5, `AAA` from 7) or for a control's edge or focus ring (3:1). */
export function contrastGrade(ratio: number, use: 'text' | 'line'): string {
  if (use === 'line') return ratio >= 3 ? 'pass 3:1' : 'fail';
  if (ratio >= 7) return 'AAA';
  if (ratio >= 4.5) return 'AA';
  return ratio >= 3 ? 'AA large only' : 'fail';
}

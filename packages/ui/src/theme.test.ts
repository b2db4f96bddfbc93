/// <reference types="node" />
// Vitest hands CSS imports over empty, even with ?raw, so this test reads theme.css from disk with Node.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cn } from './lib/cn';

const themeCss = readFileSync(new URL('./theme.css', import.meta.url), 'utf8');

/** Every `--name: value;` declared in theme.css. */
const tokens = new Map(
  [...themeCss.matchAll(/^\s*--([\w-]+):\s*([^;]+);/gm)].map(([, name = '', value = '']) => [name, value]),
);

/** WCAG 2 relative luminance of an `oklch(L C H)` colour, through linear sRGB (clipped to the gamut). */
function luminance(color: string): number {
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

function contrast(foreground: string, background: string): number {
  const color = (name: string) => {
    const value = tokens.get(`color-${name}`);
    if (!value) throw new Error(`theme.css has no --color-${name}`);
    return luminance(value);
  };
  const [lighter, darker] = [color(foreground), color(background)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

const surfaces = ['background', 'surface', 'elevated', 'elevated-hover'];
const textOnSurfaces = ['foreground', 'muted', 'primary', 'accent', 'danger', 'success', 'warning', 'info'];
const fills: Record<string, string[]> = {
  'on-primary': ['primary', 'primary-hover', 'primary-pressed'],
  'on-accent': ['accent'],
  'on-danger': ['danger', 'danger-hover', 'danger-pressed'],
  'on-success': ['success'],
  'on-warning': ['warning'],
  'on-info': ['info'],
};

describe('theme colours', () => {
  it.each(textOnSurfaces.flatMap((text) => surfaces.map((surface) => [text, surface])))(
    '%s text reads at WCAG AA (4.5:1) on %s',
    (text, surface) => {
      expect(contrast(text, surface)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each(Object.entries(fills).flatMap(([text, backgrounds]) => backgrounds.map((fill) => [text, fill])))(
    '%s text reads at WCAG AA (4.5:1) on %s',
    (text, fill) => {
      expect(contrast(text, fill)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each(['focus-ring', 'border-strong'].flatMap((line) => surfaces.map((surface) => [line, surface])))(
    '%s reaches 3:1 against %s',
    (line, surface) => {
      expect(contrast(line, surface)).toBeGreaterThanOrEqual(3);
    },
  );
});

describe('cn knows every theme key', () => {
  const keys = (prefix: string) =>
    [...tokens.keys()]
      .filter((name) => name.startsWith(prefix) && !name.includes('--'))
      .map((name) => name.slice(prefix.length));

  it.each(keys('text-'))('text-%s is a font size, not a colour', (size) => {
    expect(cn(`text-${size}`, 'text-muted')).toBe(`text-${size} text-muted`);
  });

  it.each([
    ['radius-', 'rounded-', 'rounded-none'],
    ['shadow-', 'shadow-', 'shadow-none'],
    ['ease-', 'ease-', 'ease-linear'],
    ['animate-', 'animate-', 'animate-none'],
    ['transition-duration-', 'duration-', 'duration-0'],
  ])('every --%s* token merges as %s*', (prefix, utility, override) => {
    for (const key of keys(prefix)) expect(cn(`${utility}${key}`, override)).toBe(override);
  });
});

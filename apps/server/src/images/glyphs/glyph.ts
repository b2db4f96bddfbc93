import type { Palette } from '../palette';

/**
 * A product drawing in a 100 x 100 box. It is drawn inside a group that fills shapes with `body` and strokes
 * them with `line`; a shape that must stay hollow says `fill="none"`, details take `panel` or `accent`.
 */
export type GlyphDrawing = (paint: Pick<Palette, 'panel' | 'accent' | 'line'>) => string;

/** Evenly spaced values from `from` by `step`, `count` of them: key rows, ribs, ticks. */
export function steps(from: number, step: number, count: number): number[] {
  return Array.from({ length: count }, (_, index) => from + index * step);
}

/** The twelve hour marks of a dial centred on (cx, cy), from radius `inner` to `outer`. */
export function hourMarks(cx: number, cy: number, inner: number, outer: number): string {
  return steps(0, 30, 12)
    .map((degrees) => {
      const radians = (degrees * Math.PI) / 180;
      const point = (radius: number) =>
        `${(cx + radius * Math.sin(radians)).toFixed(1)} ${(cy - radius * Math.cos(radians)).toFixed(1)}`;
      return `M${point(inner)} L${point(degrees % 90 === 0 ? outer - 2 : outer)}`;
    })
    .join(' ');
}

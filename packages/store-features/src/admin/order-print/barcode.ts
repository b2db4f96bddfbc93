import type JsBarcode from 'jsbarcode';

/**
 * An order number as Code 128 modules: '1' a bar's module, '0' a space's (start, data, check and stop
 * characters included), or null when the text cannot be encoded. JsBarcode picks the code sets A, B and C
 * itself, which keeps a number like 'AUR-20261020-MLXSFE' short.
 */
export type Code128Encoder = (value: string) => string | null;

/** JsBarcode's object target: instead of drawing, it leaves the encodings on the object for us to draw. */
interface EncodingTarget {
  encodings?: { data: string }[];
}

/** An encoder over JsBarcode's Code 128 (the library passed in, so a test can hand it over directly). */
export function code128EncoderOf(library: typeof JsBarcode): Code128Encoder {
  return (value) => {
    const target: EncodingTarget = {};
    let isValid = true;
    try {
      library(target, value, {
        format: 'CODE128',
        valid: (valid) => {
          isValid = valid;
        },
      });
    } catch {
      return null;
    }
    const modules = target.encodings?.map((encoding) => encoding.data).join('') ?? '';
    return isValid && modules !== '' ? modules : null;
  };
}

let encoder: Code128Encoder | null = null;
let loading: Promise<Code128Encoder> | null = null;

/** The encoder, if the library has already been loaded (so a document can draw in its first render). */
export function loadedCode128Encoder(): Code128Encoder | null {
  return encoder;
}

/**
 * Loads the barcode library once, on first use: only printing needs it, so the admin's pages do not carry it.
 * A failed load (offline) may be tried again.
 */
export function loadCode128Encoder(): Promise<Code128Encoder> {
  loading ??= import('jsbarcode').then(
    ({ default: library }) => {
      encoder = code128EncoderOf(library);
      return encoder;
    },
    (failure: unknown) => {
      loading = null;
      throw failure;
    },
  );
  return loading;
}

export interface BarRun {
  /** The bar's first module, counted from the pattern's start. */
  x: number;
  /** How many modules wide the bar is. */
  width: number;
}

/** The bars of a module pattern: each run of '1's as one bar, so the drawing has one rectangle per bar. */
export function barRuns(modules: string): BarRun[] {
  const runs: BarRun[] = [];
  for (const match of modules.matchAll(/1+/g)) runs.push({ x: match.index, width: match[0].length });
  return runs;
}

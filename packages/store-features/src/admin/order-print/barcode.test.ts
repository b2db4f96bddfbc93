import JsBarcode from 'jsbarcode';
import { describe, expect, it } from 'vitest';
import { barRuns, code128EncoderOf, loadCode128Encoder } from './barcode';

const encode = code128EncoderOf(JsBarcode);

/* Code 128's fixed patterns (ISO/IEC 15417): each character 11 modules, the stop 13. */
const START_B = '11010010000';
const START_C = '11010011100';
const STOP = '1100011101011';

describe('code128EncoderOf', () => {
  it('encodes an order number from start to stop, 11 modules a character', () => {
    const modules = encode('AUR-20261020-MLXSFE');
    expect(modules).not.toBeNull();
    expect(modules?.startsWith(START_B)).toBe(true);
    expect(modules?.endsWith(STOP)).toBe(true);
    expect(((modules?.length ?? 0) - STOP.length) % 11).toBe(0);
  });

  it('packs digits in pairs (code set C) where that is shorter', () => {
    const digits = encode('20261020');
    expect(digits?.startsWith(START_C)).toBe(true);
    // Start, four digit pairs, check character: 6 characters, then the stop.
    expect(digits).toHaveLength(6 * 11 + STOP.length);
  });

  it('gives null for text Code 128 cannot carry', () => {
    expect(encode('Bestellung für Zoë')).toBeNull();
    expect(encode('')).toBeNull();
  });
});

describe('loadCode128Encoder', () => {
  it('loads the library once and encodes the same way', async () => {
    const loaded = await loadCode128Encoder();
    expect(loaded('AUR-1')).toBe(encode('AUR-1'));
    await expect(loadCode128Encoder()).resolves.toBe(loaded);
  });
});

describe('barRuns', () => {
  it('draws each run of bar modules as one bar', () => {
    expect(barRuns('1101001')).toEqual([
      { x: 0, width: 2 },
      { x: 3, width: 1 },
      { x: 6, width: 1 },
    ]);
    expect(barRuns('000')).toEqual([]);
  });
});

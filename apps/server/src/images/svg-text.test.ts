import { describe, expect, it } from 'vitest';
import { escapeXml, wrapText } from './svg-text';

describe('text for SVG', () => {
  it('escapes every character that could end the text or an attribute', () => {
    expect(escapeXml(`Tom & Jerry's <b onload="x">`)).toBe(
      'Tom &amp; Jerry&apos;s &lt;b onload=&quot;x&quot;&gt;',
    );
  });

  it('wraps at word boundaries and ends an overflowing last line with an ellipsis', () => {
    expect(wrapText('Arc Pro Wireless Headphones', 20, 2)).toEqual(['Arc Pro Wireless', 'Headphones']);
    expect(wrapText('Short', 20, 2)).toEqual(['Short']);
    expect(wrapText('one two three four five six', 8, 2)).toEqual(['one two', 'three…']);
  });

  it('keeps a word longer than a line whole rather than cutting it', () => {
    expect(wrapText('Supercalifragilistic tee', 10, 2)).toEqual(['Supercalifragilistic', 'tee']);
  });
});

import { describe, expect, it } from 'vitest';
import { escapeHtml, escapeXml, jsonForScript } from './html-text';
import { shortDescription } from './seo-text';

describe('text written into the HTML', () => {
  it('escapes what could close an element or an attribute', () => {
    expect(escapeHtml(`"Lamp" & <b>'Co'</b>`)).toBe('&quot;Lamp&quot; &amp; &lt;b&gt;&#39;Co&#39;&lt;/b&gt;');
    expect(escapeXml(`a&b'c`)).toBe('a&amp;b&apos;c');
  });

  it('writes JSON that cannot end its script element and reads back as the same value', () => {
    const value = { name: '</script><script>alert(1)</script> <!-- & \u2028' };
    const json = jsonForScript(value);

    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(value);
  });

  it('cuts a long description at a word, on one line', () => {
    const long = `${'Warm light for long evenings, '.repeat(8)}end.`;
    const short = shortDescription(long);

    expect(short.length).toBeLessThanOrEqual(160);
    expect(short.endsWith('…')).toBe(true);
    expect(long.startsWith(short.slice(0, -1))).toBe(true);
    expect(shortDescription('  Two\n lines  ')).toBe('Two lines');
  });
});

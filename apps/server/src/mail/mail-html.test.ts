import { describe, expect, it } from 'vitest';
import { escapeHtml, html, mailDocument, SafeHtml } from './mail-html';

describe('escapeHtml', () => {
  it('turns every character that could open markup or end an attribute into an entity', () => {
    expect(escapeHtml(`<script>alert("x") & 'y'</script>`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;) &amp; &#39;y&#39;&lt;/script&gt;',
    );
  });
});

describe('html', () => {
  it('escapes interpolated text and numbers go in as they are', () => {
    const name = '<img src=x onerror=alert(1)>';

    expect(html`<p title="${name}">${name} × ${2}</p>`.markup).toBe(
      '<p title="&lt;img src=x onerror=alert(1)&gt;">&lt;img src=x onerror=alert(1)&gt; × 2</p>',
    );
  });

  it('inserts fragments it made, alone or as a list, without escaping them twice', () => {
    const rows = ['A & B', '<C>'].map((name) => html`<li>${name}</li>`);

    expect(html`<ul>${rows}</ul>${html`<b>${'&'}</b>`}`.markup).toBe(
      '<ul><li>A &amp; B</li><li>&lt;C&gt;</li></ul><b>&amp;</b>',
    );
  });

  it('keeps markup that starts or ends with a value', () => {
    expect(html`${'<'}`.markup).toBe('&lt;');
    expect(new SafeHtml('<br>').toString()).toBe('<br>');
  });
});

describe('mailDocument', () => {
  it('wraps the content in a complete document with an escaped title', () => {
    const document = mailDocument('Order <1>', html`<p>Hi</p>`);

    expect(document.startsWith('<!doctype html>')).toBe(true);
    expect(document).toContain('<title>Order &lt;1&gt;</title>');
    expect(document).toContain('<p>Hi</p></div></body>');
  });
});

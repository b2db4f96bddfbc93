/*
 * HTML for mail, built so that a value can only reach the markup escaped: the `html` tag escapes every
 * interpolated string and number, and only fragments it made itself (`SafeHtml`) go in as they are. A product
 * name or a shopper's name such as `<script>` therefore arrives as text, whoever wrote it.
 */

/** Markup made by the `html` tag: trusted to be inserted as it is. */
export class SafeHtml {
  constructor(readonly markup: string) {}
  toString(): string {
    return this.markup;
  }
}

type HtmlValue = string | number | SafeHtml | readonly SafeHtml[];

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

function render(value: HtmlValue): string {
  if (value instanceof SafeHtml) return value.markup;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return escapeHtml(value);
  return value.map((fragment) => fragment.markup).join('');
}

export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  return new SafeHtml(
    strings.reduce((markup, text, index) => {
      const value = values[index - 1];
      return markup + (value === undefined ? '' : render(value)) + text;
    }),
  );
}

/** Inline styles only: many mail clients drop `<style>` blocks and never load a stylesheet. */
export const mailStyles = {
  body: 'margin:0;padding:24px 12px;background:#f4f4f5;color:#18181b;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5',
  card: 'max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px',
  heading: 'margin:0 0 16px;font-size:20px;line-height:1.3',
  subheading: 'margin:0 0 8px;font-size:16px;line-height:1.3',
  paragraph: 'margin:0 0 16px',
  table: 'width:100%;border-collapse:collapse;margin:0 0 16px',
  cell: 'padding:6px 0;border-bottom:1px solid #e4e4e7;vertical-align:top',
  amount: 'padding:6px 0 6px 12px;border-bottom:1px solid #e4e4e7;text-align:right;white-space:nowrap',
  button:
    'display:inline-block;padding:10px 18px;background:#4338ca;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold',
  muted: 'color:#52525b',
  link: 'color:#4338ca',
  footer: 'margin:24px 0 0;color:#52525b;font-size:13px',
} as const;

/** A whole HTML mail: a light card that reads the same in dark and light mail clients. */
export function mailDocument(title: string, content: SafeHtml): string {
  return html`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body style="${mailStyles.body}"><div style="${mailStyles.card}">${content}</div></body>
</html>
`.markup;
}

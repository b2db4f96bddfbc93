import { escapeHtml } from '../mail/mail-html';

/*
 * Text from the database (a product's name, a shopper's search) goes into the HTML the server sends: escaped
 * here, so a name holding `</script>`, quotes or `&` shows as itself and can never close an element or an
 * attribute.
 */

/** Text safe inside an element or a quoted attribute value: the one escaping the mail's markup uses too. */
export { escapeHtml };

const SCRIPT_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * A value as JSON for a `<script type="application/ld+json">` element. A script element's text is not
 * HTML-decoded, so entities would stay in the data: the characters that could end the element (`</script>`,
 * `<!--`) are written as JSON's own \u escapes instead, which read back as the same string.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => SCRIPT_ESCAPES[character] ?? character,
  );
}

/** Text safe inside an XML element (the sitemap). */
export function escapeXml(text: string): string {
  return escapeHtml(text).replace(/&#39;/g, '&apos;');
}

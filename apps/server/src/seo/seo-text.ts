/** The catalogue is priced in dollars (the currency toggle only converts what a shopper sees). */
export const PRICE_CURRENCY = 'USD';

/** What search results show of a description before cutting it off. */
const DESCRIPTION_MAX_LENGTH = 160;

/** A description as a search result or link preview shows it: one line, cut at a word near 160 characters. */
export function shortDescription(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= DESCRIPTION_MAX_LENGTH) return line;
  const cut = line.slice(0, DESCRIPTION_MAX_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > DESCRIPTION_MAX_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** An image or page address as link previews need it: absolute, on the store's public address when relative. */
export function absoluteUrl(address: string, publicUrl: string): string {
  return new URL(address, `${publicUrl}/`).toString();
}

/** The store in a sentence: the home page's description, and that of pages with none of their own. */
export const STORE_DESCRIPTION =
  'Aurora Store: electronics, accessories, clothing and home goods, with fast delivery and easy returns.';

import { escapeHtml } from '../seo/html-text';
import { headTags, type PageHead } from '../seo/page-head';

const TITLE = /<title>[\s\S]*?<\/title>/g;
const DESCRIPTION = /<meta\s+name="description"[^>]*>/g;
const HEAD_END = '</head>';

/**
 * A page of the web build (index.html, pages/<route>.html) ready to take each request's head: its one
 * <title> and one description are replaced, the other tags go in just before </head>. A build without
 * exactly one of each is refused at start-up, rather than sending pages with two titles or none.
 */
export interface PageTemplate {
  render(head: PageHead, siteName: string): string;
}

export function pageTemplate(html: string, file: string): PageTemplate {
  const count = (pattern: RegExp) => html.match(pattern)?.length ?? 0;
  if (count(TITLE) !== 1 || count(DESCRIPTION) !== 1 || !html.includes(HEAD_END)) {
    throw new Error(`${file} must have one <title>, one <meta name="description"> and a </head>`);
  }
  return {
    // Replaced by functions: a replacement string would read `$&` or `$1` in a product's name as patterns.
    render: (head, siteName) =>
      html
        .replace(TITLE, () => `<title>${escapeHtml(head.title)}</title>`)
        .replace(DESCRIPTION, () => `<meta name="description" content="${escapeHtml(head.description)}" />`)
        .replace(HEAD_END, () => `  ${headTags(head, siteName).join('\n    ')}\n  ${HEAD_END}`),
  };
}

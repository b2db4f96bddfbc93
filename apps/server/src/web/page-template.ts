import { FRAME_IMAGE_ATTRIBUTE, pictureSources } from '@aurora-store/api/contract';
import { escapeHtml } from '../seo/html-text';
import { type FrameImage, headTags, type PageHead } from '../seo/page-head';

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
  // Only the head is read and written: the body holds the page's first frame, whose SVG icons have titles.
  const headEnd = html.indexOf(HEAD_END);
  const head = html.slice(0, Math.max(headEnd, 0));
  const body = html.slice(Math.max(headEnd, 0));
  const count = (pattern: RegExp) => head.match(pattern)?.length ?? 0;
  if (count(TITLE) !== 1 || count(DESCRIPTION) !== 1 || headEnd === -1) {
    throw new Error(`${file} must have one <title>, one <meta name="description"> and a </head>`);
  }
  return {
    // Replaced by functions: a replacement string would read `$&` or `$1` in a product's name as patterns.
    render: (pageHead, siteName) =>
      head
        .replace(TITLE, () => `<title>${escapeHtml(pageHead.title)}</title>`)
        .replace(
          DESCRIPTION,
          () => `<meta name="description" content="${escapeHtml(pageHead.description)}" />`,
        ) +
      `  ${headTags(pageHead, siteName).join('\n    ')}\n  ${withFrameImages(body, pageHead.frameImages ?? [])}`,
  };
}

/**
 * The page's body with each picture in its image place of the first frame: as the place's last child (it
 * holds a skeleton, which the picture covers). The build's places contain no <div>, so a place ends at the
 * first `</div>` after its opening tag.
 */
function withFrameImages(body: string, images: readonly (FrameImage | null)[]): string {
  return images.reduce((html, image, index) => {
    if (image === null) return html;
    const place = new RegExp(`(<div ${FRAME_IMAGE_ATTRIBUTE}="${index}"[^>]*>[^]*?)(</div>)`);
    return html.replace(
      place,
      (_match, open: string, close: string) => `${open}${frameImageHtml(image)}${close}`,
    );
  }, body);
}

/** The picture as the screen's own element draws it (ui's Image): a stored photo as a <picture> of its formats. */
function frameImageHtml({ src, alt, sizes }: FrameImage): string {
  const picture = pictureSources(src);
  const described = `alt="${escapeHtml(alt)}" fetchpriority="high"`;
  if (!picture) return `<img src="${escapeHtml(src)}" ${described}>`;
  const sized = `sizes="${escapeHtml(sizes)}"`;
  const sources = picture.sources.map(
    (source) => `<source type="${source.type}" srcset="${escapeHtml(source.srcSet)}" ${sized}>`,
  );
  return `<picture>${sources.join('')}<img src="${escapeHtml(picture.src)}" srcset="${escapeHtml(picture.srcSet)}" ${sized} ${described}></picture>`;
}

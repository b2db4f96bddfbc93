import { pictureSources } from '@aurora-store/api/contract';
import { escapeHtml, jsonForScript } from './html-text';

/** What the server writes into a page's <head>: the same for a browser, a crawler and a link preview. */
export interface PageHead {
  title: string;
  description: string;
  /** The page's one address for search engines; omitted for pages that are not to be indexed. */
  canonicalUrl?: string;
  /** 'noindex' and the like; omitted for pages a search engine may index. */
  robots?: string;
  /**
   * No page answers the address (isPagePath), or the product it names is not one a shopper can see: the page
   * is still sent, and the app shows its own "not found" screen, but with status 404, as search engines ask.
   */
  notFound?: true;
  /** Open Graph and Twitter card of a shareable page. */
  share?: SharePreview;
  /** schema.org data, as JSON-LD. */
  structuredData?: object;
  /** The image the page shows largest first, fetched beside the script rather than after it. */
  preloadImage?: PagePicture;
  /**
   * The pictures of the page's first frame, in the order of its image places (FRAME_IMAGE_ATTRIBUTE): shown
   * by the HTML itself, before the app's code has run. A place without one (null: the page shows no picture
   * there) stays a skeleton.
   */
  frameImages?: readonly (FrameImage | null)[];
}

/** A picture of a page, as the page's own element will ask for it, so the browser fetches it once. */
export interface PagePicture {
  src: string;
  /** How wide the page draws it (picture-sizes.ts): a stored photo is fetched at that width. */
  sizes: string;
}

export interface FrameImage extends PagePicture {
  alt: string;
}

export interface SharePreview {
  type: 'website' | 'product';
  /** Absolute, as link previews need. */
  url: string;
  image?: string;
  imageAlt?: string;
  /** Open Graph product tags: a price in the store's currency. */
  price?: { amount: string; currency: string };
}

/** The tags a page's <head> gets beside its title and description, one per line. */
export function headTags(head: PageHead, siteName: string): string[] {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const tags: string[] = [];
  if (head.robots) tags.push(meta('name', 'robots', head.robots));
  if (head.canonicalUrl) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`);
  if (head.preloadImage) tags.push(preloadTag(head.preloadImage));
  const share = head.share;
  if (share) {
    tags.push(
      meta('property', 'og:type', share.type),
      meta('property', 'og:site_name', siteName),
      meta('property', 'og:title', head.title),
      meta('property', 'og:description', head.description),
      meta('property', 'og:url', share.url),
      meta('name', 'twitter:card', share.image ? 'summary_large_image' : 'summary'),
      meta('name', 'twitter:title', head.title),
      meta('name', 'twitter:description', head.description),
    );
    if (share.image) {
      tags.push(meta('property', 'og:image', share.image), meta('name', 'twitter:image', share.image));
      if (share.imageAlt) {
        tags.push(
          meta('property', 'og:image:alt', share.imageAlt),
          meta('name', 'twitter:image:alt', share.imageAlt),
        );
      }
    }
    if (share.price) {
      tags.push(
        meta('property', 'product:price:amount', share.price.amount),
        meta('property', 'product:price:currency', share.price.currency),
      );
    }
  }
  if (head.structuredData) {
    tags.push(`<script type="application/ld+json">${jsonForScript(head.structuredData)}</script>`);
  }
  return tags;
}

/**
 * A stored photo is preloaded as its <picture> will choose it: the AVIF source at the width `sizes` asks for. A
 * browser that reads no AVIF skips the preload by its type, as its <picture> skips that source.
 */
function preloadTag({ src, sizes }: PagePicture): string {
  const avif = pictureSources(src)?.sources[0];
  return avif
    ? `<link rel="preload" as="image" type="${avif.type}" imagesrcset="${escapeHtml(avif.srcSet)}" imagesizes="${escapeHtml(sizes)}" fetchpriority="high" />`
    : `<link rel="preload" as="image" href="${escapeHtml(src)}" fetchpriority="high" />`;
}

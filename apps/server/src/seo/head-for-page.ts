import {
  FOUR_UP_CARD_SIZES,
  isPagePath,
  pageTitle,
  routeTitleOf,
  STORE_NAME,
} from '@aurora-store/api/contract';
import type { AppDatabase } from '../db/open-database';
import { isUuid } from '../http/ids';
import type { Catalogue } from '../products/catalogue';
import { featuredProducts } from '../products/catalogue-list';
import { findVisibleProduct, toProductAnswer } from '../products/product-view';
import { cardImage } from './card-image';
import { catalogueFrameImages, catalogueHead } from './catalogue-head';
import type { PageHead } from './page-head';
import { productHead } from './product-head';
import { STORE_DESCRIPTION } from './seo-text';

const PRODUCT_PATH = /^\/product\/([^/]+)\/?$/;

/**
 * The head of the page at `url`, as a visitor without a session sees it (a page navigation carries no token):
 * home, the catalogue and product pages are for search engines and link previews; every other page (cart,
 * checkout, account, admin, an unknown address) gets its own title and asks not to be indexed.
 */
export async function headForPage(
  db: AppDatabase,
  catalogue: Pick<Catalogue, 'list'>,
  url: URL,
  publicUrl: string,
): Promise<PageHead> {
  const path = url.pathname;
  if (path === '/') {
    const featured = await featuredProducts(db);
    return {
      ...homeHead(publicUrl),
      frameImages: featured.map((product) => cardImage(product, FOUR_UP_CARD_SIZES)),
    };
  }
  if (path === '/products' || path === '/products/') {
    const [head, frameImages] = await Promise.all([
      catalogueHead(db, url.searchParams, publicUrl),
      catalogueFrameImages(catalogue, url.search),
    ]);
    return { ...head, frameImages };
  }
  const productId = PRODUCT_PATH.exec(path)?.[1];
  if (productId !== undefined) {
    const row = isUuid(productId) ? await findVisibleProduct(db, productId) : undefined;
    return row
      ? productHead(toProductAnswer(row), publicUrl)
      : {
          title: pageTitle('Product not found'),
          description: STORE_DESCRIPTION,
          robots: 'noindex',
          notFound: true,
        };
  }
  return { ...plainHead(url), robots: 'noindex' };
}

/**
 * The head of a page without anything from the database: when the database cannot answer, the page (and the
 * app's start-up screen in it) must still be sent, only with a plainer head.
 */
export function plainHead(url: URL): PageHead {
  const head: PageHead = { title: routeTitleOf(url.pathname) ?? pageTitle(), description: STORE_DESCRIPTION };
  return isPagePath(url.pathname) ? head : { ...head, notFound: true };
}

function homeHead(publicUrl: string): PageHead {
  const url = `${publicUrl}/`;
  return {
    title: pageTitle(),
    description: STORE_DESCRIPTION,
    canonicalUrl: url,
    share: { type: 'website', url },
    // The store's name in search results, and its search box: the catalogue searches with ?search=.
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: STORE_NAME,
      url,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${publicUrl}/products?search={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
  };
}

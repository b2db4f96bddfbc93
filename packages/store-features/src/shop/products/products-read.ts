import type { ApiClient, ProductListQuery, ProductListResponse } from '@aurora-store/api';
import {
  CATALOGUE_CARD_SIZES,
  catalogueKeys,
  parseProductsQuery,
  productListRequest,
} from '@aurora-store/api';
import { priorityCardImages } from '../product-card';
import { preloadScreenRead, type ScreenRead } from '../startup-gate/early-read';

/** The catalogue page's one read. */
export function productsListRead(
  client: ApiClient,
  request: ProductListQuery,
): ScreenRead<ProductListResponse> {
  return {
    key: catalogueKeys.list(request),
    read: () => client.listProducts(request),
    firstImages: (answer) => priorityCardImages(answer.data.products, CATALOGUE_CARD_SIZES),
  };
}

/** The catalogue's read for a URL's search string, started before the page has loaded (see preloadScreenRead). */
export function preloadProductsPage(client: ApiClient, search: string): Promise<void> {
  return preloadScreenRead(client, productsListRead(client, productListRequest(parseProductsQuery(search))));
}

import {
  type ApiClient,
  catalogueKeys,
  type FeaturedProductsResponse,
  FOUR_UP_CARD_SIZES,
} from '@aurora-store/api';
import { priorityCardImages } from '../product-card';
import { preloadScreenRead, type ScreenRead } from '../startup-gate/early-read';

/** Home's featured products. */
export function featuredProductsRead(client: ApiClient): ScreenRead<FeaturedProductsResponse> {
  return {
    key: catalogueKeys.featured(),
    read: () => client.getFeaturedProducts(),
    firstImages: (answer) => priorityCardImages(answer.data.products, FOUR_UP_CARD_SIZES),
  };
}

/** Home's read, started beside the start-up gate's health check; settles as preloadScreenRead's does. */
export function preloadHomePage(client: ApiClient): Promise<void> {
  return preloadScreenRead(client, featuredProductsRead(client));
}

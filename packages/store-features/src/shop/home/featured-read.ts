import type { ApiClient, FeaturedProductsResponse } from '@aurora-store/api';
import { catalogueKeys } from '@aurora-store/api';
import { priorityCardImages } from '../product-card';
import { preloadScreenRead, type ScreenRead } from '../startup-gate/early-read';

/** Home's featured products. */
export function featuredProductsRead(client: ApiClient): ScreenRead<FeaturedProductsResponse> {
  return {
    key: catalogueKeys.featured(),
    read: () => client.getFeaturedProducts(),
    firstImages: (answer) => priorityCardImages(answer.data.products),
  };
}

/** Home's read, started beside the start-up gate's health check; settles as preloadScreenRead's does. */
export function preloadHomePage(client: ApiClient): Promise<void> {
  return preloadScreenRead(client, featuredProductsRead(client));
}

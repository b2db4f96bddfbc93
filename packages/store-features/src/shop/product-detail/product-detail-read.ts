import {
  type ApiClient,
  catalogueKeys,
  PRODUCT_PHOTO_SIZES,
  type ProductDetailResponse,
} from '@aurora-store/api';
import { preloadScreenRead, type ScreenRead } from '../startup-gate/early-read';

/** The product page's read; the answer depends on who asks (whether they may review), so the viewer is in the key. */
export function productDetailRead(
  client: ApiClient,
  productId: string,
  viewerId: string | null,
): ScreenRead<ProductDetailResponse> {
  return {
    key: catalogueKeys.detail(productId, viewerId),
    read: () => client.getProduct(productId),
    // The gallery opens on the first picture.
    firstImages: (answer) =>
      answer.data.product.images.slice(0, 1).map((image) => ({ src: image.url, sizes: PRODUCT_PHOTO_SIZES })),
  };
}

/** The product page's read, started before the page has loaded (see preloadScreenRead). */
export function preloadProductDetailPage(
  client: ApiClient,
  productId: string,
  viewerId: string | null,
): Promise<void> {
  return preloadScreenRead(client, productDetailRead(client, productId, viewerId));
}

import { PRODUCTS_PATH, productListResponseSchema } from '@aurora-store/api/contract';

/** The id of the first product the running store lists: the product page the benchmarks open. */
export async function firstProductId(storeUrl: string): Promise<string> {
  const response = await fetch(`${storeUrl}${PRODUCTS_PATH}`);
  if (!response.ok) throw new Error(`GET ${PRODUCTS_PATH} answered ${response.status}`);
  const product = productListResponseSchema.parse(await response.json()).data.products[0];
  if (!product) throw new Error('The seeded catalogue has no product');
  return product.id;
}

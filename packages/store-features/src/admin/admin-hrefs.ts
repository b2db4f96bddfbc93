import type { Product } from '@aurora-store/api';

/** A product's admin edit form (spec section 2, /admin/products/{id}/edit), wherever the admin meets the product. */
export const adminProductEditHref = (product: Pick<Product, '_id'>) =>
  `/admin/products/${encodeURIComponent(product._id)}/edit`;

import type { Order, Product } from '@aurora-store/api';

/** A product's admin edit form (spec section 2, /admin/products/{id}/edit), wherever the admin meets the product. */
export const adminProductEditHref = (product: Pick<Product, '_id'>) =>
  `/admin/products/${encodeURIComponent(product._id)}/edit`;

/** An order's admin detail (spec section 2, /admin/orders/{id}), from the list, the dashboard or anywhere else. */
export const adminOrderHref = (order: Pick<Order, '_id'>) => `/admin/orders/${encodeURIComponent(order._id)}`;

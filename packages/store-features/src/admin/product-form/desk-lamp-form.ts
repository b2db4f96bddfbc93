import { emptyProductFormValues, type ProductFormValues } from './product-form-values';

/**
 * The unit tests' product, a desk lamp: every required field filled in as a person would type it, the
 * optional fields and the rows as a new form starts them. A test changes only what it is about.
 */
export const deskLampForm = (): ProductFormValues => ({
  ...emptyProductFormValues(),
  name: 'Desk Lamp',
  sku: 'HO-LUM-010',
  brand: 'Lumen',
  category: 'home',
  subcategory: 'lighting',
  description: 'A warm light.',
  price: '49.90',
  stock: '12',
});

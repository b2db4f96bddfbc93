import {
  ADMIN_CATEGORIES_PATH,
  ADMIN_PRODUCTS_PATH,
  type AdminCategory,
  type AdminCategoryListResponse,
  type AdminProductResponse,
  type Product,
} from '@aurora-store/api';
import { answers } from '../../common/story-support/fixtures';

export const PRODUCT_ROUTE = `GET ${ADMIN_PRODUCTS_PATH}/:id`;
export const CREATE_ROUTE = `POST ${ADMIN_PRODUCTS_PATH}`;
export const UPDATE_ROUTE = `PUT ${ADMIN_PRODUCTS_PATH}/:id`;
export const CATEGORIES_ROUTE = `GET ${ADMIN_CATEGORIES_PATH}`;

/** The demo store's Pour-Over Kettle as the admin API answers it: three images, features, tags, specs. */
export const editedProduct: Product = (() => {
  const { reviews: _reviews, ...product } = answers.productDetail.data.product;
  return product;
})();

export const productAnswer: AdminProductResponse = { success: true, data: { product: editedProduct } };

const category = (name: string, slug: string, productCount: number, isActive = true): AdminCategory => ({
  _id: `category-${slug}`,
  name,
  slug,
  description: '',
  image: null,
  isActive,
  createdAt: '2026-09-01T09:00:00.000Z',
  productCount,
});

/** The seeded store's four categories (spec section 1). */
export const categoriesAnswer: AdminCategoryListResponse = {
  success: true,
  data: {
    categories: [
      category('Electronics', 'electronics', 14),
      category('Accessories', 'accessories', 12),
      category('Clothing', 'clothing', 11),
      category('Home', 'home', 11),
    ],
  },
};

/** What a save answers: the product as stored, with the public_id the server gave each image. */
export function savedAnswer(body: unknown, id = 'new-product-id'): AdminProductResponse {
  const fields = body as Partial<Product> & { images?: { url: string; alt: string }[] };
  const images = (fields.images ?? []).map((image, index) => ({
    ...image,
    public_id: `aurora-store/products/${id}-${index}`,
  }));
  return {
    success: true,
    data: {
      product: { ...editedProduct, ...fields, _id: id, id, images, image: images[0]?.url ?? '' } as Product,
    },
  };
}

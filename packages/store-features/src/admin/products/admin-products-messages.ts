/* The products list's words: the spec's (section 8) word for word, and ours where the spec is silent. */

export const LOAD_PRODUCTS_FAILED = 'Failed to load products';
export const DELETE_PRODUCT_CONFIRMATION = 'Are you sure you want to delete this product?';
export const DELETE_PRODUCT_FAILED = 'Failed to delete product';
export const STOCK_UPDATE_FAILED = 'Failed to update stock';
export const BULK_ACTION_FAILED = 'Failed to update products';
export const EXPORT_PRODUCTS_FAILED = 'Failed to export products';

export const productsNoun = (count: number) => (count === 1 ? 'product' : 'products');

/* Spec section 8, Admin, Products: the product form's messages, word for word. */

export const LOAD_PRODUCT_FAILED_MESSAGE = 'Failed to load product data';
export const SAVE_PRODUCT_FAILED_MESSAGE = 'Failed to save product';
/** The category list feeds the category select (the spec's message from Admin categories). */
export const LOAD_CATEGORIES_FAILED_MESSAGE = 'Failed to load categories';

/** Spec section 2: the prompt of the specifications' Add. */
export const SPECIFICATION_NAME_PROMPT = 'Enter specification name:';

/** Where Back, Cancel and a save lead (spec section 2). */
export const ADMIN_PRODUCTS_HREF = '/admin/products';

/** Spec section 8, Admin, Categories: the screen's own messages (the server's successes come with their answers). */
export const LOAD_CATEGORIES_FAILED_MESSAGE = 'Failed to load categories';
export const SAVE_CATEGORY_FAILED_MESSAGE = 'Failed to save category';
export const DELETE_CATEGORY_FAILED_MESSAGE = 'Failed to delete category';

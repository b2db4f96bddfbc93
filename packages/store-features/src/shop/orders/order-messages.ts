/** The texts of the order screens, word for word from spec sections 2 and 8. */
export const LOAD_ORDERS_FAILED_MESSAGE = 'Failed to load orders';
export const CLEAR_HISTORY_FAILED_MESSAGE = 'Failed to clear order history';
export const CLEAR_HISTORY_CONFIRMATION =
  'Are you sure you want to clear your entire order history? This action cannot be undone.';
export const ORDER_NOT_FOUND_DESCRIPTION =
  "The order you're looking for doesn't exist or you don't have permission to view it.";

// Filled in by the wishlist work of issue 3.
export {};

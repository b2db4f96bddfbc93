// Filled in by the cart work of issue 3.
export {};

// Filled in by the orders work of issue 3.
export {};

// Filled in by the catalogue work of issue 3.
export {};

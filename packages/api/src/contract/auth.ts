// Filled in by the auth work of issue 3.
export {};

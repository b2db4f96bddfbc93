// Filled in by the compare work of issue 3.
export {};

// Filled in by the admin-catalogue work of issue 4.
export {};

// Filled in by the admin-operations work of issue 4.
export {};

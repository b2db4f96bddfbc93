/** Drizzle records each migration it applied as a row of this table. */
export const APPLIED_MIGRATIONS_SQL = 'select count(*)::int as count from drizzle.__drizzle_migrations';

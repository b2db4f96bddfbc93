/*
 * A unique index refusing a write is the database settling a race the checks before it could not (two admins
 * saving the same SKU at once). Both drivers put the SQLSTATE and the constraint's name on their error, which
 * Drizzle wraps as the `cause` of its own.
 */

const UNIQUE_VIOLATION = '23505';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Whether the error (or what caused it) is the unique index `constraint` refusing a duplicate. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  let current: unknown = error;
  while (isObject(current)) {
    if (current.code === UNIQUE_VIOLATION && current.constraint === constraint) return true;
    current = current.cause;
  }
  return false;
}

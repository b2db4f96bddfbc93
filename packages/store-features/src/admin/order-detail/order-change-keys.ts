/** What an order's status or payment moves besides its own detail (adminOperationsKeys' scheme). */
const MOVED_FIGURES = new Set(['dashboard', 'analytics']);

/**
 * The SWR keys an order's change refreshes: every orders list (any page or filter), the dashboard and the
 * analytics. Not the order's own detail, which takes the change's answer as it comes, nor other orders'.
 */
export function isMovedByOrderChange(key: unknown): boolean {
  if (!Array.isArray(key) || key[0] !== 'admin') return false;
  return MOVED_FIGURES.has(String(key[1])) || (key[1] === 'orders' && key[2] === 'list');
}

import type { AdminCategory } from '@aurora-store/api';

const byName = (a: AdminCategory, b: AdminCategory) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a._id.localeCompare(b._id);

/**
 * The list as it is once `saved` is stored: replaced where it was, or added, in the server's order (by
 * name). Shown at once, before the list is fetched again, so the admin sees the card they just saved.
 */
export function withCategorySaved(
  categories: readonly AdminCategory[],
  saved: AdminCategory,
): AdminCategory[] {
  const others = categories.filter((category) => category._id !== saved._id);
  return [...others, saved].sort(byName);
}

export function withoutCategory(categories: readonly AdminCategory[], id: string): AdminCategory[] {
  return categories.filter((category) => category._id !== id);
}

/** A category slug as a shopper reads it: 'electronics' -> 'Electronics', 'home-office' -> 'Home office'. */
export function categoryLabel(slug: string): string {
  const words = slug.trim().replace(/[-_]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The rows of the comparison table, in the spec's order (section 2, Comparison). */
export const COMPARISON_ROWS = [
  { id: 'price', label: 'Price' },
  { id: 'rating', label: 'Rating' },
  { id: 'category', label: 'Category' },
  { id: 'brand', label: 'Brand' },
  { id: 'stock', label: 'Stock' },
  { id: 'description', label: 'Description' },
  { id: 'actions', label: 'Actions' },
] as const;

export type ComparisonRowId = (typeof COMPARISON_ROWS)[number]['id'];

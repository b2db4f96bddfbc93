import { type AdminCategory, ALL_FILTER, categoryLabel } from '@aurora-store/api';
import type { AdminListFilterControl } from '../list';
import type { AdminProductsQuery } from './admin-products-query';

type FilterName = keyof AdminProductsQuery['filters'];

export interface ProductFilterControlsInput {
  current: AdminProductsQuery;
  /** The store's categories; undefined until (or unless) they load. */
  categories: readonly AdminCategory[] | undefined;
  onChange: (filters: Partial<Record<FilterName, string>>) => void;
}

/**
 * The list's filters: All Categories and each of the store's, then All Status, Active and Inactive (spec
 * section 2), then All Stock, Low stock and Out of stock. A category in the URL keeps its option before (or
 * without) the categories arriving.
 */
export function productFilterControls({
  current,
  categories,
  onChange,
}: ProductFilterControlsInput): AdminListFilterControl[] {
  const chosen = current.filters.category;
  const categoryOptions = (categories ?? []).map((category) => ({ id: category.slug, label: category.name }));
  if (chosen !== ALL_FILTER && !categoryOptions.some((option) => option.id === chosen)) {
    categoryOptions.push({ id: chosen, label: categoryLabel(chosen) });
  }
  return [
    {
      name: 'category',
      label: 'Category',
      options: [{ id: ALL_FILTER, label: 'All Categories' }, ...categoryOptions],
      value: chosen,
      onChange: (category) => onChange({ category }),
    },
    {
      name: 'status',
      label: 'Status',
      options: [
        { id: ALL_FILTER, label: 'All Status' },
        { id: 'active', label: 'Active' },
        { id: 'inactive', label: 'Inactive' },
      ],
      value: current.filters.status,
      onChange: (status) => onChange({ status }),
    },
    {
      name: 'stock',
      label: 'Stock',
      options: [
        { id: ALL_FILTER, label: 'All Stock' },
        { id: 'low', label: 'Low stock' },
        { id: 'out', label: 'Out of stock' },
      ],
      value: current.filters.stock,
      onChange: (stock) => onChange({ stock }),
    },
  ];
}

import { type AdminCategory, ALL_FILTER, categoryLabel } from '@aurora-store/api';
import type { NativeSelectOption } from '@aurora-store/ui';
import { type AdminListFilterControl, type AdminListQueryState, filterControl } from '../list';
import type { ADMIN_PRODUCT_FILTERS } from './admin-products-query';

type ProductsList = Pick<AdminListQueryState<keyof typeof ADMIN_PRODUCT_FILTERS>, 'current' | 'change'>;

const STATUS_OPTIONS: readonly NativeSelectOption<string>[] = [
  { id: ALL_FILTER, label: 'All Status' },
  { id: 'active', label: 'Active' },
  { id: 'inactive', label: 'Inactive' },
];

const STOCK_OPTIONS: readonly NativeSelectOption<string>[] = [
  { id: ALL_FILTER, label: 'All Stock' },
  { id: 'low', label: 'Low stock' },
  { id: 'out', label: 'Out of stock' },
];

/**
 * The list's filters: All Categories and each of the store's, then All Status, Active and Inactive (spec
 * section 2), then All Stock, Low stock and Out of stock. A category in the URL keeps its option before (or
 * without) the categories arriving.
 */
export function productFilterControls(
  list: ProductsList,
  /** The store's categories; undefined until (or unless) they load. */
  categories: readonly AdminCategory[] | undefined,
): AdminListFilterControl[] {
  const chosen = list.current.filters.category;
  const categoryOptions = (categories ?? []).map((category) => ({ id: category.slug, label: category.name }));
  if (chosen !== ALL_FILTER && !categoryOptions.some((option) => option.id === chosen)) {
    categoryOptions.push({ id: chosen, label: categoryLabel(chosen) });
  }
  return [
    filterControl(list, 'category', 'Category', [
      { id: ALL_FILTER, label: 'All Categories' },
      ...categoryOptions,
    ]),
    filterControl(list, 'status', 'Status', STATUS_OPTIONS),
    filterControl(list, 'stock', 'Stock', STOCK_OPTIONS),
  ];
}

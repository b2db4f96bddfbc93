import type { NativeSelectOption } from '@aurora-store/ui';
import type { AdminListFilterControl } from './admin-list-toolbar';
import type { AdminListQueryState } from './use-admin-list-query';

/**
 * One of a list's filters as the toolbar's select: its URL name, label and options (the first the "All ..."
 * one, whose id is ALL_FILTER), showing the list's current value and changing the list's query.
 */
export function filterControl<Name extends string>(
  list: Pick<AdminListQueryState<Name>, 'current' | 'change'>,
  name: Name,
  label: string,
  options: readonly NativeSelectOption<string>[],
): AdminListFilterControl {
  return {
    name,
    label,
    options,
    value: list.current.filters[name],
    onChange: (value) => {
      const filters: Partial<Record<Name, string>> = {};
      filters[name] = value;
      list.change({ filters });
    },
  };
}

import { NativeSelect, type NativeSelectOption, SearchBox } from '@aurora-store/ui';
import { useDebouncedSearch } from './use-debounced-search';

export interface AdminListFilterControl {
  /** The filter's URL name ('status'). */
  name: string;
  label: string;
  /** The first option is the "All ..." one, whose id is ALL_FILTER. */
  options: readonly NativeSelectOption<string>[];
  value: string;
  onChange: (value: string) => void;
}

export interface AdminListToolbarProps {
  searchLabel: string;
  searchPlaceholder: string;
  /** The list's search as applied (the URL's). */
  search: string;
  onSearch: (search: string) => void;
  filters: readonly AdminListFilterControl[];
}

/**
 * An admin list's toolbar: a search box that searches once typing pauses (or on Enter; Escape clears), and
 * the list's filters as the browser's own selects.
 */
export function AdminListToolbar({
  searchLabel,
  searchPlaceholder,
  search,
  onSearch,
  filters,
}: AdminListToolbarProps) {
  const box = useDebouncedSearch(search, onSearch);
  return (
    <search
      aria-label={searchLabel}
      data-slot="admin-list-toolbar"
      className="flex flex-wrap items-end gap-3"
    >
      <SearchBox
        label={searchLabel}
        placeholder={searchPlaceholder}
        value={box.text}
        onChange={box.onTextChange}
        onSubmit={box.applyNow}
        onClear={box.clear}
        className="w-full min-w-0 lg:w-auto lg:flex-1"
      />
      {filters.map((filter) => (
        <NativeSelect
          key={filter.name}
          label={filter.label}
          options={filter.options}
          value={filter.value}
          onChange={filter.onChange}
          className="min-w-40 flex-1 lg:w-48 lg:flex-none"
        />
      ))}
    </search>
  );
}

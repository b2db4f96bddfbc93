import { useState } from 'react';
import type { Selection } from 'react-aria-components';

export interface PageSelection {
  /** The table's selection: React Aria's keys, or 'all' for every row of the page. */
  selectedKeys: Selection;
  onSelectionChange: (keys: Selection) => void;
  /** The selected rows' ids, in the page's order. */
  selectedIds: readonly string[];
  clear: () => void;
}

/**
 * The rows selected on the page shown. The selection belongs to that page: another page, search or filter
 * (another `shownQuery`) starts with none, without an effect to clear it.
 */
export function usePageSelection(shownQuery: string, pageIds: readonly string[]): PageSelection {
  const [selected, setSelected] = useState<{ for: string; keys: Selection }>({
    for: shownQuery,
    keys: new Set(),
  });
  const selectedKeys = selected.for === shownQuery ? selected.keys : new Set<string>();
  const onSelectionChange = (keys: Selection) => setSelected({ for: shownQuery, keys });
  return {
    selectedKeys,
    onSelectionChange,
    selectedIds: selectedKeys === 'all' ? pageIds : pageIds.filter((id) => selectedKeys.has(id)),
    clear: () => onSelectionChange(new Set()),
  };
}

import { useMemo } from 'react';
import { useRequestedQuery } from '../use-requested-query';
import {
  type AdminListChange,
  type AdminListFilters,
  type AdminListQuery,
  changeAdminListQuery,
  clearAdminListFilters,
  parseAdminListQuery,
  serializeAdminListQuery,
} from './admin-list-query';

export interface AdminListQueryState<Name extends string> {
  /** The list as the page shows it: the URL's query, or the one it last asked for until the URL has moved. */
  current: AdminListQuery<Name>;
  change: (change: AdminListChange<Name>) => void;
  clearFilters: () => void;
}

/**
 * An admin list's search, filters and page, kept in the URL: the query comes in as a prop and the next one
 * leaves through `onQueryChange`. `filters` must be a constant (module level), as it keys the parse.
 */
export function useAdminListQuery<Name extends string>(
  filters: AdminListFilters<Name>,
  query: string,
  onQueryChange: (nextQuery: string) => void,
): AdminListQueryState<Name> {
  // The products page's rule: a second change made before the router has moved the URL builds on the first.
  const [shownQuery, requestQuery] = useRequestedQuery(query, onQueryChange);
  const current = useMemo(() => parseAdminListQuery(filters, shownQuery), [filters, shownQuery]);
  const request = (next: AdminListQuery<Name>) => {
    const nextQuery = serializeAdminListQuery(next);
    if (nextQuery !== serializeAdminListQuery(current)) requestQuery(nextQuery);
  };
  return {
    current,
    change: (change) => request(changeAdminListQuery(current, change)),
    clearFilters: () => request(clearAdminListFilters(current)),
  };
}

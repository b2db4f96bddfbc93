import { useEffect, useEffectEvent, useMemo } from 'react';
import { useRequestedQuery } from '../../common/hooks/use-requested-query';
import type { NavigateOptions } from '../../common/navigation';
import {
  type AdminListChange,
  type AdminListFilters,
  type AdminListQuery,
  changeAdminListQuery,
  clearAdminListFilters,
  correctedAdminListQuery,
  parseAdminListQuery,
  serializeAdminListQuery,
} from './admin-list-query';

/**
 * How a list reports its next URL query. `replace` when it only corrects the URL it was given (`?page=abc`
 * becomes ''): the app replaces the history entry then, so Back does not return to the URL it corrected.
 */
export type AdminListQueryChange = (nextQuery: string, options?: Pick<NavigateOptions, 'replace'>) => void;

export interface AdminListQueryState<Name extends string> {
  /** The list as the page shows it: the URL's query, or the one it last asked for until the URL has moved. */
  current: AdminListQuery<Name>;
  change: (change: AdminListChange<Name>) => void;
  clearFilters: () => void;
}

/**
 * An admin list's search, filters and page, kept in the URL: the query comes in as a prop and the next one
 * leaves through `onQueryChange`. `filters` must be a constant (module level), as it keys the parse. A URL that
 * says something other than what the list shows (a value it does not know) is corrected in place.
 */
export function useAdminListQuery<Name extends string>(
  filters: AdminListFilters<Name>,
  query: string,
  onQueryChange: AdminListQueryChange,
): AdminListQueryState<Name> {
  // The products page's rule: a second change made before the router has moved the URL builds on the first.
  const [shownQuery, requestQuery] = useRequestedQuery(query, onQueryChange);
  const current = useMemo(() => parseAdminListQuery(filters, shownQuery), [filters, shownQuery]);
  const request = (next: AdminListQuery<Name>) => {
    const nextQuery = serializeAdminListQuery(next);
    if (nextQuery !== serializeAdminListQuery(current)) requestQuery(nextQuery);
  };

  // The list already shows what the corrected URL says: only the address changes, not the rows or their request.
  const corrected = useMemo(() => correctedAdminListQuery(filters, query), [filters, query]);
  const correctUrl = useEffectEvent((nextQuery: string) => onQueryChange(nextQuery, { replace: true }));
  useEffect(() => {
    if (corrected !== undefined) correctUrl(corrected);
  }, [corrected]);

  return {
    current,
    change: (change) => request(changeAdminListQuery(current, change)),
    clearFilters: () => request(clearAdminListFilters(current)),
  };
}

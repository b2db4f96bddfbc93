import { useMemo } from 'react';
import useSWR, { type KeyedMutator } from 'swr';
import { useToasts } from '../../common/toasts';
import { type AdminListFilters, type AdminListQuery, hasAdminListFilters } from './admin-list-query';
import {
  type AdminListQueryChange,
  type AdminListQueryState,
  useAdminListQuery,
} from './use-admin-list-query';

export interface AdminListSource<Name extends string, Request, Answer> {
  /** The list's filters by URL name (a module-level constant: it keys the parse). */
  filters: AdminListFilters<Name>;
  /** The URL's search string, and where the next one goes (see `useAdminListQuery`). */
  query: string;
  onQueryChange: AdminListQueryChange;
  /** The call's parameters for the list as shown (a module-level function: it keys the request). */
  toRequest: (current: AdminListQuery<Name>) => Request;
  /** The SWR key of that call, from `packages/api`'s keys. */
  keyOf: (request: Request) => readonly unknown[];
  /** The call itself, through the admin api client. */
  load: (request: Request) => Promise<{ data: Answer }>;
  /** The spec's failure message, toasted once per failure and shown in the list's place. */
  loadFailedTitle: string;
}

export interface AdminListState<Name extends string, Answer> extends AdminListQueryState<Name> {
  /** The list's answer, the last one kept on screen while the next loads. */
  answer: Answer | undefined;
  /** The last load failed (and none is under way): the failure shows instead of rows, even earlier ones. */
  hasFailed: boolean;
  /** A new answer is on its way over rows already shown. */
  isRefreshing: boolean;
  /** A search or filter narrows the list. */
  isFiltered: boolean;
  loadFailedTitle: string;
  /** The list's SWR key, for changes made in place. */
  key: readonly unknown[];
  /** SWR's mutate of the list's answer: ask again, or change it in place. */
  mutate: KeyedMutator<{ data: Answer }>;
}

/**
 * An admin list's data, composed once for every list: its search, filters and page from the URL, the request
 * they make, and SWR's answer, kept on screen while the next one loads. A failure is toasted once and left for
 * the admin to retry (no automatic retries).
 */
export function useAdminList<Name extends string, Request, Answer>({
  filters,
  query,
  onQueryChange,
  toRequest,
  keyOf,
  load,
  loadFailedTitle,
}: AdminListSource<Name, Request, Answer>): AdminListState<Name, Answer> {
  const toasts = useToasts();
  const list = useAdminListQuery(filters, query, onQueryChange);
  const { current } = list;
  const request = useMemo(() => toRequest(current), [toRequest, current]);
  const key = keyOf(request);
  const { data, error, isValidating, mutate } = useSWR(key, () => load(request), {
    keepPreviousData: true,
    // One toast per failure; Retry is the admin's to press.
    shouldRetryOnError: false,
    onError: () => toasts.error(loadFailedTitle),
  });
  const answer = data?.data;
  return {
    ...list,
    answer,
    hasFailed: error !== undefined && !isValidating,
    isRefreshing: isValidating && answer !== undefined,
    isFiltered: hasAdminListFilters(current),
    loadFailedTitle,
    key,
    mutate,
  };
}

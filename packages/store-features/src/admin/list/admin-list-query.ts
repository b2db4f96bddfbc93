import { ALL_FILTER, SEARCH_TEXT_MAX_LENGTH } from '@aurora-store/api';

/*
 * An admin list's state as its URL query holds it: the search, each filter and the page (issue 13: reload,
 * Back and a shared link show the same view). One module for every admin list; a list names its filters.
 */

/** Reads one filter's URL value: the value to keep, or undefined for a value it does not know. */
export type AdminListFilterParser = (raw: string) => string | undefined;

/** A list's filters by their URL (and request) parameter, e.g. `{ category: slugFilter, status: oneOf([...]) }`. */
export type AdminListFilters<Name extends string> = Record<Name, AdminListFilterParser>;

export interface AdminListQuery<Name extends string> {
  /** The search text, '' for none. */
  search: string;
  /** Each filter's value, ALL_FILTER ('all') for none. */
  filters: Record<Name, string>;
  page: number;
}

/** A filter with a fixed set of values ('active', 'inactive'). */
export function oneOf(values: readonly string[]): AdminListFilterParser {
  return (raw) => (values.includes(raw) ? raw : undefined);
}

const SLUG = /^[a-z0-9][a-z0-9_-]{0,99}$/;

/** A filter whose values the server lists (a category's slug): any well-formed slug, in any case. */
export const slugFilter: AdminListFilterParser = (raw) => {
  const slug = raw.toLowerCase();
  return SLUG.test(slug) ? slug : undefined;
};

export function defaultAdminListQuery<Name extends string>(
  filters: AdminListFilters<Name>,
): AdminListQuery<Name> {
  const names = Object.keys(filters) as Name[];
  return {
    search: '',
    filters: Object.fromEntries(names.map((name) => [name, ALL_FILTER])) as Record<Name, string>,
    page: 1,
  };
}

/** A page is written in digits alone: Number would also read '1e3', '0x10' or ' 2'. */
const DIGITS = /^\d+$/;

function parsePage(value: string | null): number {
  const page = Number(value);
  return value !== null && DIGITS.test(value) && Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** Reads the URL query ('?search=lamp&status=active&page=2', with or without '?'); what it does not know it ignores. */
export function parseAdminListQuery<Name extends string>(
  filters: AdminListFilters<Name>,
  query: string,
): AdminListQuery<Name> {
  const params = new URLSearchParams(query);
  const parsed = defaultAdminListQuery(filters);
  for (const name of Object.keys(filters) as Name[]) {
    const raw = params.get(name)?.trim() ?? '';
    const value = raw === '' || raw === ALL_FILTER ? undefined : filters[name](raw);
    if (value !== undefined) parsed.filters[name] = value;
  }
  // Trimmed again after the cut, which may end on a space: written back, the search reads the same.
  parsed.search = (params.get('search') ?? '').trim().slice(0, SEARCH_TEXT_MAX_LENGTH).trimEnd();
  parsed.page = parsePage(params.get('page'));
  return parsed;
}

/** Writes the query back: search, the filters in their declared order, then the page; '' and 'all' and page 1 left out. */
export function serializeAdminListQuery<Name extends string>(query: AdminListQuery<Name>): string {
  const params = new URLSearchParams();
  if (query.search !== '') params.set('search', query.search);
  for (const [name, value] of Object.entries<string>(query.filters)) {
    if (value !== '' && value !== ALL_FILTER) params.set(name, value);
  }
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * The URL's query as the list would write it, when the URL says something other than what the list shows: a
 * value it does not know (`?page=abc`, `?status=foo`), a default written out (`?status=all`, `?page=1`), a
 * search with spaces around it, a slug in capitals, a parameter given twice. Undefined when the URL already says
 * what the list shows, in whatever order or encoding. Parameters that are not the list's (`?ref=mail`) stay.
 */
export function correctedAdminListQuery<Name extends string>(
  filters: AdminListFilters<Name>,
  query: string,
): string | undefined {
  const given = new URLSearchParams(query);
  const written = new URLSearchParams(serializeAdminListQuery(parseAdminListQuery(filters, query)));
  const listNames = new Set(['search', ...Object.keys(filters), 'page']);
  const saysWhatIsShown = [...listNames].every((name) => {
    const givenValues = given.getAll(name);
    const writtenValues = written.getAll(name);
    return (
      givenValues.length === writtenValues.length &&
      givenValues.every((value, index) => value === writtenValues[index])
    );
  });
  if (saysWhatIsShown) return undefined;
  for (const [name, value] of given) {
    if (!listNames.has(name)) written.append(name, value);
  }
  const text = written.toString();
  return text === '' ? '' : `?${text}`;
}

export interface AdminListChange<Name extends string> {
  search?: string;
  filters?: Partial<Record<Name, string>>;
  page?: number;
}

/** The query after a change. A new search or filter goes back to page 1 (spec section 5, Lists). */
export function changeAdminListQuery<Name extends string>(
  query: AdminListQuery<Name>,
  change: AdminListChange<Name>,
): AdminListQuery<Name> {
  const search = change.search === undefined ? query.search : change.search.trim();
  const filters = { ...query.filters, ...change.filters } as Record<Name, string>;
  const changesFilter =
    search !== query.search ||
    (Object.keys(filters) as Name[]).some((name) => filters[name] !== query.filters[name]);
  const page = change.page ?? (changesFilter ? 1 : query.page);
  return { search, filters, page };
}

/** Whether the list is narrowed at all: a search or any filter other than 'all'. */
export function hasAdminListFilters<Name extends string>(query: AdminListQuery<Name>): boolean {
  return query.search !== '' || Object.values<string>(query.filters).some((value) => value !== ALL_FILTER);
}

/** The same query with no search and every filter at 'all', on page 1. */
export function clearAdminListFilters<Name extends string>(
  query: AdminListQuery<Name>,
): AdminListQuery<Name> {
  const names = Object.keys(query.filters) as Name[];
  return {
    search: '',
    filters: Object.fromEntries(names.map((name) => [name, ALL_FILTER])) as Record<Name, string>,
    page: 1,
  };
}

/**
 * What the list asks the server for: the page, the search and each filter under its own name, leaving out an
 * empty search and every 'all' (spec section 5, Lists).
 */
export function adminListRequest<Name extends string>(
  query: AdminListQuery<Name>,
): { page: number; search?: string } & Partial<Record<Name, string>> {
  const filters = Object.fromEntries(
    Object.entries<string>(query.filters).filter(([, value]) => value !== '' && value !== ALL_FILTER),
  ) as Partial<Record<Name, string>>;
  return { page: query.page, ...(query.search !== '' && { search: query.search }), ...filters };
}

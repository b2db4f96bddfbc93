import { describe, expect, it } from 'vitest';
import {
  adminListRequest,
  changeAdminListQuery,
  clearAdminListFilters,
  correctedAdminListQuery,
  defaultAdminListQuery,
  hasAdminListFilters,
  oneOf,
  parseAdminListQuery,
  serializeAdminListQuery,
  slugFilter,
} from './admin-list-query';

const filters = { category: slugFilter, status: oneOf(['active', 'inactive']) };
const defaults = defaultAdminListQuery(filters);

describe('parseAdminListQuery', () => {
  it('gives the defaults for an empty query', () => {
    expect(parseAdminListQuery(filters, '')).toEqual({
      search: '',
      filters: { category: 'all', status: 'all' },
      page: 1,
    });
    expect(parseAdminListQuery(filters, '?')).toEqual(defaults);
  });

  it('reads the search, every filter and the page, with or without the leading ?', () => {
    const expected = { search: 'desk lamp', filters: { category: 'home', status: 'inactive' }, page: 3 };
    expect(parseAdminListQuery(filters, '?search=desk+lamp&category=home&status=inactive&page=3')).toEqual(
      expected,
    );
    expect(parseAdminListQuery(filters, 'search=desk%20lamp&category=home&status=inactive&page=3')).toEqual(
      expected,
    );
  });

  it('falls back to the default for unknown or malformed values', () => {
    expect(
      parseAdminListQuery(filters, '?status=archived&category=%3Cscript%3E&page=0&colour=red&search=%20'),
    ).toEqual(defaults);
    for (const page of ['-2', '2.5', 'two', '', '1e3x', '1e3', '0x10', ' 2', '+2']) {
      expect(parseAdminListQuery(filters, `?page=${page}`).page).toBe(1);
    }
  });

  it("treats 'all' and an empty value as no filter", () => {
    expect(parseAdminListQuery(filters, '?category=all&status=')).toEqual(defaults);
  });

  it('takes a slug in any case and trims the search', () => {
    const query = parseAdminListQuery(filters, '?category=Garden-Tools&search=%20%20lamp%20');
    expect(query.filters.category).toBe('garden-tools');
    expect(query.search).toBe('lamp');
  });

  it('cuts a search longer than any a person types', () => {
    expect(parseAdminListQuery(filters, `?search=${'a'.repeat(500)}`).search).toHaveLength(200);
  });

  it('trims a search again where the cut ends on a space, so it reads the same once written back', () => {
    const search = parseAdminListQuery(filters, `?search=${'a'.repeat(199)}%20b`).search;
    expect(search).toBe('a'.repeat(199));
    expect(parseAdminListQuery(filters, serializeAdminListQuery({ ...defaults, search })).search).toBe(
      search,
    );
  });
});

describe('correctedAdminListQuery', () => {
  it('drops the values the list does not know, as in ?page=abc&status=foo', () => {
    expect(correctedAdminListQuery(filters, '?page=abc&status=foo')).toBe('');
    expect(correctedAdminListQuery(filters, '?search=lamp&page=0&category=%3Cscript%3E')).toBe(
      '?search=lamp',
    );
    expect(correctedAdminListQuery(filters, '?status=inactive&page=-2')).toBe('?status=inactive');
  });

  it('writes the values it does take as the list writes them', () => {
    expect(correctedAdminListQuery(filters, '?status=all&category=&page=1&search=')).toBe('');
    expect(correctedAdminListQuery(filters, '?category=Garden-Tools&search=%20lamp%20')).toBe(
      '?search=lamp&category=garden-tools',
    );
    expect(correctedAdminListQuery(filters, '?page=02')).toBe('?page=2');
    expect(correctedAdminListQuery(filters, `?search=${'a'.repeat(201)}`)).toBe(`?search=${'a'.repeat(200)}`);
  });

  it('keeps the first of a parameter given twice, as the list shows it', () => {
    expect(correctedAdminListQuery(filters, '?status=active&status=inactive')).toBe('?status=active');
  });

  it('leaves a URL that says what the list shows, in any order or encoding', () => {
    for (const query of [
      '',
      '?',
      '?page=2',
      '?search=desk+lamp&category=home&status=active&page=3',
      '?page=3&status=active&search=desk%20lamp&category=home',
    ]) {
      expect(correctedAdminListQuery(filters, query), query).toBeUndefined();
    }
  });

  it("keeps parameters that are not the list's, and leaves them alone when the list's are right", () => {
    expect(correctedAdminListQuery(filters, '?ref=mail&page=abc&status=active')).toBe(
      '?status=active&ref=mail',
    );
    expect(correctedAdminListQuery(filters, '?ref=mail&status=active')).toBeUndefined();
  });

  it('gives a query it then leaves as it is', () => {
    for (const query of [
      '?page=abc&status=foo',
      '?category=Home&page=02&x=1',
      `?search=${'a'.repeat(199)}%20b`,
    ]) {
      const corrected = correctedAdminListQuery(filters, query) ?? query;
      expect(correctedAdminListQuery(filters, corrected), query).toBeUndefined();
    }
  });
});

describe('serializeAdminListQuery', () => {
  it("leaves out an empty search, 'all' and page 1", () => {
    expect(serializeAdminListQuery(defaults)).toBe('');
    expect(serializeAdminListQuery({ ...defaults, page: 2 })).toBe('?page=2');
  });

  it('writes what differs, in a stable order', () => {
    expect(
      serializeAdminListQuery({
        search: 'desk lamp',
        filters: { category: 'home', status: 'active' },
        page: 2,
      }),
    ).toBe('?search=desk+lamp&category=home&status=active&page=2');
  });

  it('round-trips through parse', () => {
    const query = '?search=cable&status=inactive&page=4';
    expect(serializeAdminListQuery(parseAdminListQuery(filters, query))).toBe(query);
  });
});

describe('changeAdminListQuery', () => {
  const onPageThree = { ...defaults, filters: { category: 'home', status: 'all' }, page: 3 };

  it('goes back to page 1 when the search or a filter changes', () => {
    expect(changeAdminListQuery(onPageThree, { search: 'lamp' }).page).toBe(1);
    expect(changeAdminListQuery(onPageThree, { filters: { status: 'active' } }).page).toBe(1);
    expect(changeAdminListQuery(onPageThree, { filters: { category: 'all' } }).page).toBe(1);
  });

  it('keeps the page when nothing changes but the page, or a filter is set to what it was', () => {
    expect(changeAdminListQuery(onPageThree, { page: 4 })).toEqual({ ...onPageThree, page: 4 });
    expect(changeAdminListQuery(onPageThree, { filters: { category: 'home' } }).page).toBe(3);
    expect(changeAdminListQuery(onPageThree, { search: '  ' }).page).toBe(3);
  });

  it('keeps the other filters', () => {
    expect(changeAdminListQuery(onPageThree, { filters: { status: 'inactive' } }).filters).toEqual({
      category: 'home',
      status: 'inactive',
    });
  });
});

describe('hasAdminListFilters and clearAdminListFilters', () => {
  it('knows a narrowed list and clears it back to the first page of everything', () => {
    expect(hasAdminListFilters(defaults)).toBe(false);
    expect(hasAdminListFilters({ ...defaults, page: 4 })).toBe(false);
    expect(hasAdminListFilters({ ...defaults, search: 'x' })).toBe(true);
    const narrowed = { search: 'x', filters: { category: 'home', status: 'active' }, page: 2 };
    expect(hasAdminListFilters(narrowed)).toBe(true);
    expect(clearAdminListFilters(narrowed)).toEqual(defaults);
  });
});

describe('adminListRequest', () => {
  it("sends the page, and no empty search or 'all'", () => {
    expect(adminListRequest(defaults)).toEqual({ page: 1 });
  });

  it('sends the search and each filter under its name', () => {
    expect(
      adminListRequest({ search: 'lamp', filters: { category: 'home', status: 'inactive' }, page: 2 }),
    ).toEqual({ page: 2, search: 'lamp', category: 'home', status: 'inactive' });
  });
});

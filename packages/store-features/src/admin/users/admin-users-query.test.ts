import { ADMIN_PAGE_SIZE } from '@aurora-store/api';
import { describe, expect, it } from 'vitest';
import { changeAdminListQuery, parseAdminListQuery, serializeAdminListQuery } from '../list';
import { ADMIN_USER_FILTERS, adminUsersRequest } from './admin-users-query';

const parse = (query: string) => parseAdminListQuery(ADMIN_USER_FILTERS, query);

describe('adminUsersRequest', () => {
  it("asks for the first ten, without an empty search or 'all'", () => {
    expect(adminUsersRequest(parse(''))).toEqual({ page: 1, limit: ADMIN_PAGE_SIZE });
    expect(adminUsersRequest(parse('?search=&role=all'))).toEqual({ page: 1, limit: ADMIN_PAGE_SIZE });
  });

  it('sends the search, the role and the page', () => {
    expect(adminUsersRequest(parse('?search=emma&role=admin&page=2'))).toEqual({
      page: 2,
      limit: ADMIN_PAGE_SIZE,
      search: 'emma',
      role: 'admin',
    });
    expect(adminUsersRequest(parse('?role=user'))).toMatchObject({ role: 'user' });
  });

  it('ignores a role it does not know and a page that is not one', () => {
    expect(adminUsersRequest(parse('?role=owner&page=-3'))).toEqual({ page: 1, limit: ADMIN_PAGE_SIZE });
    expect(adminUsersRequest(parse('?role=ADMIN'))).toEqual({ page: 1, limit: ADMIN_PAGE_SIZE });
  });
});

describe('the users query in the URL', () => {
  it("writes the search and role, never '' or 'all', and a new role goes back to page 1", () => {
    const onPageThree = parse('?search=wilson&page=3');
    const admins = changeAdminListQuery(onPageThree, { filters: { role: 'admin' } });
    expect(serializeAdminListQuery(admins)).toBe('?search=wilson&role=admin');
    const everyone = changeAdminListQuery(admins, { filters: { role: 'all' }, search: '' });
    expect(serializeAdminListQuery(everyone)).toBe('');
  });
});

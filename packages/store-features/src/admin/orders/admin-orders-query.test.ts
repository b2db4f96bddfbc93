import { ADMIN_PAGE_SIZE } from '@aurora-store/api';
import { describe, expect, it } from 'vitest';
import { changeAdminListQuery, parseAdminListQuery, serializeAdminListQuery } from '../list';
import {
  ADMIN_ORDER_FILTERS,
  adminOrdersExportQuery,
  adminOrdersRequest,
  ORDER_STATUS_FILTER_OPTIONS,
} from './admin-orders-query';

const parse = (query: string) => parseAdminListQuery(ADMIN_ORDER_FILTERS, query);

describe('adminOrdersRequest', () => {
  it("asks for the first ten, without an empty search or 'all'", () => {
    expect(adminOrdersRequest(parse(''))).toEqual({ page: 1, limit: ADMIN_PAGE_SIZE });
    expect(adminOrdersRequest(parse('?status=all&search=%20'))).toEqual({ page: 1, limit: ADMIN_PAGE_SIZE });
  });

  it('sends the search, status and page', () => {
    expect(adminOrdersRequest(parse('?search=AUR-2026&status=shipped&page=3'))).toEqual({
      page: 3,
      limit: ADMIN_PAGE_SIZE,
      search: 'AUR-2026',
      status: 'shipped',
    });
  });

  it('ignores a status it does not know and a page that is not one', () => {
    expect(adminOrdersRequest(parse('?status=lost&page=-2'))).toEqual({ page: 1, limit: ADMIN_PAGE_SIZE });
    expect(adminOrdersRequest(parse('?page=1.5&colour=red'))).toEqual({ page: 1, limit: ADMIN_PAGE_SIZE });
  });
});

describe('the orders query in the URL', () => {
  it("writes search, status, then page; leaves out '' and 'all' and page 1", () => {
    expect(serializeAdminListQuery(parse('?page=2&status=pending&search=noah'))).toBe(
      '?search=noah&status=pending&page=2',
    );
    expect(serializeAdminListQuery(parse('?status=all&search=&page=1'))).toBe('');
  });

  it('goes back to page 1 when the search or the status changes, and keeps the page otherwise', () => {
    const onPageThree = parse('?status=pending&page=3');
    expect(changeAdminListQuery(onPageThree, { filters: { status: 'shipped' } }).page).toBe(1);
    expect(changeAdminListQuery(onPageThree, { search: 'AUR' }).page).toBe(1);
    expect(changeAdminListQuery(onPageThree, { filters: { status: 'pending' } }).page).toBe(3);
    expect(changeAdminListQuery(onPageThree, { page: 4 }).page).toBe(4);
  });
});

describe('adminOrdersExportQuery', () => {
  it('exports what the list shows, every page', () => {
    expect(adminOrdersExportQuery(parse('?search=noah&status=pending&page=3'))).toEqual({
      search: 'noah',
      status: 'pending',
    });
    expect(adminOrdersExportQuery(parse('?page=2&status=all'))).toEqual({});
  });
});

describe('ORDER_STATUS_FILTER_OPTIONS', () => {
  it("offers the spec's words, 'all' first", () => {
    expect(ORDER_STATUS_FILTER_OPTIONS.map((option) => option.label)).toEqual([
      'All Status',
      'Pending',
      'Processing',
      'Shipped',
      'Delivered',
      'Cancelled',
    ]);
    expect(ORDER_STATUS_FILTER_OPTIONS[0]?.id).toBe('all');
  });
});

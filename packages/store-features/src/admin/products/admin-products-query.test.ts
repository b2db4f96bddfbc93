import { ADMIN_PAGE_SIZE } from '@aurora-store/api';
import { describe, expect, it } from 'vitest';
import { parseAdminListQuery } from '../list';
import {
  ADMIN_PRODUCT_FILTERS,
  adminProductsExportQuery,
  adminProductsRequest,
} from './admin-products-query';

const parse = (query: string) => parseAdminListQuery(ADMIN_PRODUCT_FILTERS, query);

describe('adminProductsRequest', () => {
  it("asks for the first ten, without an empty search or 'all'", () => {
    expect(adminProductsRequest(parse(''))).toEqual({ page: 1, limit: ADMIN_PAGE_SIZE });
    expect(adminProductsRequest(parse('?category=all&status=all&search='))).toEqual({
      page: 1,
      limit: ADMIN_PAGE_SIZE,
    });
  });

  it('sends the search, category, status and page', () => {
    expect(adminProductsRequest(parse('?search=lamp&category=home&status=inactive&page=2'))).toEqual({
      page: 2,
      limit: ADMIN_PAGE_SIZE,
      search: 'lamp',
      category: 'home',
      status: 'inactive',
    });
  });

  it('ignores a status it does not know', () => {
    expect(adminProductsRequest(parse('?status=archived'))).toEqual({ page: 1, limit: ADMIN_PAGE_SIZE });
  });

  it("sends the stock filter, and neither 'all' nor one it does not know", () => {
    expect(adminProductsRequest(parse('?stock=low'))).toEqual({
      page: 1,
      limit: ADMIN_PAGE_SIZE,
      stock: 'low',
    });
    expect(adminProductsRequest(parse('?stock=out&status=active'))).toEqual({
      page: 1,
      limit: ADMIN_PAGE_SIZE,
      status: 'active',
      stock: 'out',
    });
    expect(adminProductsRequest(parse('?stock=all'))).toEqual({ page: 1, limit: ADMIN_PAGE_SIZE });
    expect(adminProductsRequest(parse('?stock=plenty'))).toEqual({ page: 1, limit: ADMIN_PAGE_SIZE });
  });
});

describe('adminProductsExportQuery', () => {
  it('exports what the list shows, every page', () => {
    expect(adminProductsExportQuery(parse('?search=lamp&status=active&page=3'))).toEqual({
      search: 'lamp',
      status: 'active',
    });
    expect(adminProductsExportQuery(parse('?page=2'))).toEqual({});
    expect(adminProductsExportQuery(parse('?stock=low&page=2'))).toEqual({ stock: 'low' });
  });
});

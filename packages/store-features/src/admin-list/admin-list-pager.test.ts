import { paginate } from '@aurora-store/api';
import { describe, expect, it } from 'vitest';
import { adminListPager, compactPaginationWindow } from './admin-list-pager';

describe('adminListPager', () => {
  it('shows nothing for a list of one page or none', () => {
    expect(adminListPager(paginate(1, 10, 7), 10)).toBeNull();
    expect(adminListPager(paginate(1, 10, 0), 10)).toBeNull();
    expect(adminListPager(paginate(4, 10, 0), 10)).toBeNull();
  });

  it('gives a page its range, its number and both neighbours', () => {
    expect(adminListPager(paginate(3, 10, 60), 10)).toEqual({
      current: 3,
      range: { from: 21, to: 30 },
      total: 60,
      pages: 6,
      previous: 2,
      next: 4,
      items: [1, 2, 3, 4, 5, 6],
      compactItems: [1, 2, 3, 'end-ellipsis', 6],
    });
  });

  it('has no Previous on the first page and no Next on the last', () => {
    expect(adminListPager(paginate(1, 10, 46), 10)).toMatchObject({ previous: null, next: 2 });
    expect(adminListPager(paginate(5, 10, 46), 10)).toMatchObject({
      current: 5,
      range: { from: 41, to: 46 },
      previous: 4,
      next: null,
    });
  });

  it('keeps the window of a long list around the current page', () => {
    expect(adminListPager(paginate(10, 10, 200), 10)?.items).toEqual([
      1,
      'start-ellipsis',
      9,
      10,
      11,
      'end-ellipsis',
      20,
    ]);
  });

  it('marks no page and shows no range past the last page, and goes back to the last page', () => {
    expect(adminListPager(paginate(99, 10, 50), 10)).toEqual({
      current: null,
      range: null,
      total: 50,
      pages: 5,
      previous: 5,
      next: null,
      items: [1, 2, 3, 4, 5],
      compactItems: [1, 'start-ellipsis', 5],
    });
  });

  it('shows the end of a long list past its last page', () => {
    expect(adminListPager(paginate(99, 10, 200), 10)?.items).toEqual([
      1,
      'start-ellipsis',
      16,
      17,
      18,
      19,
      20,
    ]);
  });
});

describe('compactPaginationWindow', () => {
  it('lists a short list whole', () => {
    expect(compactPaginationWindow(1, 2)).toEqual([1, 2]);
    expect(compactPaginationWindow(2, 3)).toEqual([1, 2, 3]);
    expect(compactPaginationWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the first, the current and the last page, with a gap for two or more left out', () => {
    expect(compactPaginationWindow(1, 20)).toEqual([1, 'end-ellipsis', 20]);
    expect(compactPaginationWindow(10, 20)).toEqual([1, 'start-ellipsis', 10, 'end-ellipsis', 20]);
    expect(compactPaginationWindow(20, 20)).toEqual([1, 'start-ellipsis', 20]);
  });

  it('shows a single page left out rather than a gap', () => {
    expect(compactPaginationWindow(3, 20)).toEqual([1, 2, 3, 'end-ellipsis', 20]);
    expect(compactPaginationWindow(18, 20)).toEqual([1, 'start-ellipsis', 18, 19, 20]);
  });
});

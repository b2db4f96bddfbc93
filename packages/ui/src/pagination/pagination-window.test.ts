import { describe, expect, it } from 'vitest';
import {
  compactPaginationWindow,
  pageSummary,
  paginationWindow,
  responsivePaginationWindow,
} from './pagination-window';

describe('paginationWindow', () => {
  it('lists every page when there are seven or fewer', () => {
    expect(paginationWindow(1, 1)).toEqual([1]);
    expect(paginationWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows nothing when there are no pages', () => {
    expect(paginationWindow(1, 0)).toEqual([]);
  });

  it('keeps the first pages together near the start', () => {
    expect(paginationWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 20]);
    expect(paginationWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 20]);
  });

  it('puts the current page between its neighbours and a gap each side in the middle', () => {
    expect(paginationWindow(5, 20)).toEqual([1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 20]);
    expect(paginationWindow(10, 20)).toEqual([1, 'start-ellipsis', 9, 10, 11, 'end-ellipsis', 20]);
  });

  it('keeps the last pages together near the end', () => {
    expect(paginationWindow(17, 20)).toEqual([1, 'start-ellipsis', 16, 17, 18, 19, 20]);
    expect(paginationWindow(20, 20)).toEqual([1, 'start-ellipsis', 16, 17, 18, 19, 20]);
  });

  it('always has seven items past seven pages', () => {
    for (let current = 1; current <= 12; current += 1) {
      expect(paginationWindow(current, 12)).toHaveLength(7);
    }
    expect(paginationWindow(4, 8)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 8]);
    expect(paginationWindow(5, 8)).toEqual([1, 'start-ellipsis', 4, 5, 6, 7, 8]);
  });

  it('clamps a current page outside the range', () => {
    expect(paginationWindow(0, 20)).toEqual(paginationWindow(1, 20));
    expect(paginationWindow(99, 20)).toEqual(paginationWindow(20, 20));
  });
});

describe('compactPaginationWindow', () => {
  it('lists a short list whole', () => {
    expect(compactPaginationWindow(1, 1)).toEqual([1]);
    expect(compactPaginationWindow(1, 2)).toEqual([1, 2]);
    expect(compactPaginationWindow(2, 3)).toEqual([1, 2, 3]);
    expect(compactPaginationWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows nothing when there are no pages', () => {
    expect(compactPaginationWindow(1, 0)).toEqual([]);
  });

  it('keeps the first, the current and the last page, with a gap for two or more left out', () => {
    expect(compactPaginationWindow(1, 20)).toEqual([1, 'end-ellipsis', 20]);
    expect(compactPaginationWindow(10, 20)).toEqual([1, 'start-ellipsis', 10, 'end-ellipsis', 20]);
    expect(compactPaginationWindow(20, 20)).toEqual([1, 'start-ellipsis', 20]);
    expect(compactPaginationWindow(1500, 2345)).toEqual([1, 'start-ellipsis', 1500, 'end-ellipsis', 2345]);
  });

  it('shows a single page left out rather than a gap', () => {
    expect(compactPaginationWindow(3, 20)).toEqual([1, 2, 3, 'end-ellipsis', 20]);
    expect(compactPaginationWindow(18, 20)).toEqual([1, 'start-ellipsis', 18, 19, 20]);
    expect(compactPaginationWindow(3, 6)).toEqual([1, 2, 3, 'end-ellipsis', 6]);
  });

  it('clamps a current page outside the range', () => {
    expect(compactPaginationWindow(0, 20)).toEqual(compactPaginationWindow(1, 20));
    expect(compactPaginationWindow(99, 5)).toEqual([1, 'start-ellipsis', 5]);
  });
});

describe('responsivePaginationWindow', () => {
  /** The items shown at one width, as the user sees them. */
  const shown = (current: number, total: number, width: 'compact' | 'full') =>
    responsivePaginationWindow(current, total)
      .filter((entry) => entry[width])
      .map(({ item }) => item);

  it('shows the full window from sm up and the compact one below', () => {
    for (const [current, total] of [
      [1, 1],
      [3, 6],
      [4, 8],
      [5, 8],
      [1, 20],
      [4, 20],
      [10, 20],
      [17, 20],
      [20, 20],
      [99, 20],
      [1500, 2345],
    ] as const) {
      expect(shown(current, total, 'full')).toEqual(paginationWindow(current, total));
      expect(shown(current, total, 'compact')).toEqual(compactPaginationWindow(current, total));
    }
  });

  it('puts the items of both widths in one list in page order', () => {
    expect(responsivePaginationWindow(4, 20)).toEqual([
      { item: 1, compact: true, full: true },
      { item: 'start-ellipsis', compact: true, full: false },
      { item: 2, compact: false, full: true },
      { item: 3, compact: false, full: true },
      { item: 4, compact: true, full: true },
      { item: 5, compact: false, full: true },
      { item: 'end-ellipsis', compact: true, full: true },
      { item: 20, compact: true, full: true },
    ]);
  });

  it('keeps a page or a gap once when both widths show it', () => {
    expect(responsivePaginationWindow(10, 20).map(({ item }) => item)).toEqual([
      1,
      'start-ellipsis',
      9,
      10,
      11,
      'end-ellipsis',
      20,
    ]);
  });

  it('shows the end of the list for a page past the last', () => {
    expect(responsivePaginationWindow(99, 5)).toEqual([
      { item: 1, compact: true, full: true },
      { item: 'start-ellipsis', compact: true, full: false },
      { item: 2, compact: false, full: true },
      { item: 3, compact: false, full: true },
      { item: 4, compact: false, full: true },
      { item: 5, compact: true, full: true },
    ]);
  });
});

describe('pageSummary', () => {
  it('gives the range of results on a page', () => {
    expect(pageSummary(1, 12, 50)).toEqual({ from: 1, to: 12, total: 50, pageCount: 5 });
    expect(pageSummary(2, 12, 50)).toEqual({ from: 13, to: 24, total: 50, pageCount: 5 });
  });

  it('ends the last page at the last result', () => {
    expect(pageSummary(5, 12, 50)).toEqual({ from: 49, to: 50, total: 50, pageCount: 5 });
  });

  it('has one empty page when there are no results', () => {
    expect(pageSummary(1, 12, 0)).toEqual({ from: 0, to: 0, total: 0, pageCount: 1 });
  });

  it('clamps a page past the end to the last page', () => {
    expect(pageSummary(9, 10, 25)).toEqual({ from: 21, to: 25, total: 25, pageCount: 3 });
  });
});

import { describe, expect, it } from 'vitest';
import { pageSummary, paginationWindow } from './pagination-window';

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

import { ORDER_LIST_PREVIEW_ITEMS } from '@aurora-store/api';
import { describe, expect, it } from 'vitest';
import { moreItemsLabel, previewItems } from './item-preview';

const items = (count: number) => Array.from({ length: count }, (_, index) => `item ${index + 1}`);

describe('previewItems', () => {
  it('shows the first 3 items by default', () => {
    expect(ORDER_LIST_PREVIEW_ITEMS).toBe(3);
    expect(previewItems(items(5))).toEqual({ shown: ['item 1', 'item 2', 'item 3'], moreCount: 2 });
  });

  it('shows every item of a short order and counts nothing more', () => {
    expect(previewItems(items(1))).toEqual({ shown: ['item 1'], moreCount: 0 });
    expect(previewItems(items(3))).toEqual({ shown: items(3), moreCount: 0 });
  });

  it('counts the fourth item as one more', () => {
    expect(previewItems(items(4)).moreCount).toBe(1);
  });

  it('handles an order with no items', () => {
    expect(previewItems([])).toEqual({ shown: [], moreCount: 0 });
  });
});

describe('moreItemsLabel', () => {
  it("writes '+N more' only when items are left out", () => {
    expect(moreItemsLabel(2)).toBe('+2 more');
    expect(moreItemsLabel(1)).toBe('+1 more');
    expect(moreItemsLabel(0)).toBeNull();
  });
});

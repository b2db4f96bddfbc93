import type { AdminCategory } from '@aurora-store/api';
import { describe, expect, it } from 'vitest';
import { withCategorySaved, withoutCategory } from './category-list';

const category = (id: string, name: string, productCount = 0): AdminCategory => ({
  _id: id,
  name,
  slug: name.toLowerCase(),
  description: '',
  image: null,
  isActive: true,
  createdAt: '2026-11-01T09:00:00.000Z',
  productCount,
});

const list = [category('a', 'Accessories', 12), category('c', 'Clothing', 4), category('h', 'Home')];

describe('withCategorySaved', () => {
  it('adds a new category in name order, whatever its case', () => {
    expect(withCategorySaved(list, category('b', 'books')).map((item) => item.name)).toEqual([
      'Accessories',
      'books',
      'Clothing',
      'Home',
    ]);
  });

  it('replaces an edited one, moving it when its name moves', () => {
    const renamed = { ...category('a', 'Watches & Bags'), productCount: 12 };
    const saved = withCategorySaved(list, renamed);
    expect(saved.map((item) => item._id)).toEqual(['c', 'h', 'a']);
    expect(saved[2]).toBe(renamed);
  });

  it('leaves the list it was given alone', () => {
    withCategorySaved(list, category('b', 'Books'));
    expect(list).toHaveLength(3);
  });
});

describe('withoutCategory', () => {
  it('drops the deleted one only', () => {
    expect(withoutCategory(list, 'c').map((item) => item._id)).toEqual(['a', 'h']);
    expect(withoutCategory(list, 'missing')).toEqual(list);
  });
});

import { describe, expect, it } from 'vitest';
import { categoryLabel } from './category-label';

describe('categoryLabel', () => {
  it('capitalises a slug', () => {
    expect(categoryLabel('electronics')).toBe('Electronics');
    expect(categoryLabel('home')).toBe('Home');
  });

  it('turns dashes and underscores into spaces', () => {
    expect(categoryLabel('home-office')).toBe('Home office');
    expect(categoryLabel('garden_tools')).toBe('Garden tools');
  });

  it('leaves an empty slug empty', () => {
    expect(categoryLabel('')).toBe('');
  });
});

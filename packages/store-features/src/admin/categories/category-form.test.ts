import { type AdminCategory, ApiError, CATEGORY_NAME_TAKEN_MESSAGE } from '@aurora-store/api';
import { describe, expect, it } from 'vitest';
import {
  categoryBodyOf,
  categoryFormErrors,
  categoryFormValuesOf,
  emptyCategoryForm,
  hasCategoryFormErrors,
  serverCategoryErrors,
  withoutCategoryError,
} from './category-form';

const garden: AdminCategory = {
  _id: 'c-1',
  name: 'Garden',
  slug: 'garden',
  description: 'Tools and seeds',
  image: null,
  isActive: false,
  createdAt: '2026-11-01T09:00:00.000Z',
  productCount: 3,
};

describe('the category form', () => {
  it('starts empty and active (spec section 5)', () => {
    expect(emptyCategoryForm).toEqual({ name: '', description: '', image: '', isActive: true });
  });

  it('prefills from a category, a missing image as an empty field', () => {
    expect(categoryFormValuesOf(garden)).toEqual({
      name: 'Garden',
      description: 'Tools and seeds',
      image: '',
      isActive: false,
    });
  });

  it('sends trimmed text and null for no image', () => {
    expect(
      categoryBodyOf({ name: '  Garden ', description: ' Seeds  ', image: '   ', isActive: true }),
    ).toEqual({ name: 'Garden', description: 'Seeds', image: null, isActive: true });
    expect(categoryBodyOf({ ...emptyCategoryForm, name: 'Garden', image: ' https://x.test/a.png ' })).toEqual(
      expect.objectContaining({ image: 'https://x.test/a.png' }),
    );
  });
});

describe('categoryFormErrors', () => {
  it('accepts a name alone, and an http(s) image', () => {
    expect(categoryFormErrors({ ...emptyCategoryForm, name: 'Garden' })).toEqual({});
    expect(
      categoryFormErrors({ ...emptyCategoryForm, name: 'Garden', image: 'https://cdn.example.com/g.jpg' }),
    ).toEqual({});
    expect(categoryFormErrors({ ...emptyCategoryForm, name: 'Garden', image: 'http://cdn.test/g' })).toEqual(
      {},
    );
  });

  it('requires a name, blank spaces included, with the server words', () => {
    expect(categoryFormErrors(emptyCategoryForm)).toEqual({ name: 'Category name is required' });
    expect(categoryFormErrors({ ...emptyCategoryForm, name: '   ' })).toEqual({
      name: 'Category name is required',
    });
    expect(categoryFormErrors({ ...emptyCategoryForm, name: '★★★' })).toEqual({
      name: 'Category name must contain a letter or a digit',
    });
  });

  it('refuses an image that is neither an http(s) URL nor a path on this site, as the server does', () => {
    for (const image of [
      'garden.png',
      'ftp://files.example.com/g.png',
      'javascript:alert(1)',
      '//images.example.com/g.png',
    ]) {
      expect(categoryFormErrors({ ...emptyCategoryForm, name: 'Garden', image })).toEqual({
        image: 'Image must be a valid http(s) URL',
      });
    }
  });

  it('reports every field at once, the first message of each', () => {
    const errors = categoryFormErrors({ ...emptyCategoryForm, description: 'x'.repeat(1001), image: 'nope' });
    expect(errors).toEqual({
      name: 'Category name is required',
      description: 'Description must be at most 1000 characters',
      image: 'Image must be a valid http(s) URL',
    });
    expect(hasCategoryFormErrors(errors)).toBe(true);
    expect(hasCategoryFormErrors({})).toBe(false);
  });
});

describe('withoutCategoryError', () => {
  it('clears the edited field only', () => {
    const errors = { name: 'Category name is required', image: 'Image must be a valid http(s) URL' };
    expect(withoutCategoryError(errors, 'name')).toEqual({ image: 'Image must be a valid http(s) URL' });
    expect(withoutCategoryError(errors, 'description')).toBe(errors);
  });
});

describe('serverCategoryErrors', () => {
  it('takes the field errors the server named for the modal’s fields', () => {
    const taken = new ApiError(409, CATEGORY_NAME_TAKEN_MESSAGE, [
      { field: 'name', message: CATEGORY_NAME_TAKEN_MESSAGE },
      { field: 'slug', message: 'ignored' },
    ]);
    expect(serverCategoryErrors(taken)).toEqual({ name: CATEGORY_NAME_TAKEN_MESSAGE });
  });

  it('has nothing for a refusal without fields, or for something that is not an answer', () => {
    expect(serverCategoryErrors(new ApiError(500, 'Internal server error'))).toEqual({});
    expect(serverCategoryErrors(new TypeError('Failed to fetch'))).toEqual({});
  });
});

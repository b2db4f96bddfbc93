import { describe, expect, it } from 'vitest';
import { catalogueKeys } from './catalogue';

describe('catalogueKeys', () => {
  it('gives one key to list queries the server treats alike', () => {
    expect(catalogueKeys.list({})).toEqual(catalogueKeys.list({ search: '', category: undefined }));
    expect(catalogueKeys.list({ page: 2, sort: 'price_asc' })).toEqual([
      'catalogue',
      'list',
      { page: 2, sort: 'price_asc' },
    ]);
    expect(catalogueKeys.list({ page: 2 })).not.toEqual(catalogueKeys.list({ page: 3 }));
  });

  it('asks for no suggestions below 2 characters', () => {
    expect(catalogueKeys.suggestions(' h ')).toBeNull();
    expect(catalogueKeys.suggestions(' he ')).toEqual(['catalogue', 'suggestions', 'he']);
  });

  it('keys a product page by product and viewer, since canReview depends on who asks', () => {
    expect(catalogueKeys.detail('p1')).toEqual(['catalogue', 'detail', 'p1', null]);
    expect(catalogueKeys.detail('p1', 'u1')).not.toEqual(catalogueKeys.detail('p1'));
  });
});

import { describe, expect, it } from 'vitest';
import { productHref } from './navigation';

describe('productHref', () => {
  it("is the product's page, its id kept whole in the path", () => {
    expect(productHref('837db5bc-904f-4485-95fc-987e53e12b54')).toBe(
      '/product/837db5bc-904f-4485-95fc-987e53e12b54',
    );
    // An id that is not one (a typed or pasted link) still names one path segment, never another page.
    expect(productHref('a/b?c#d')).toBe('/product/a%2Fb%3Fc%23d');
  });
});

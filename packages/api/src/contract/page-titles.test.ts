import { describe, expect, it } from 'vitest';
import { ALL_CATEGORIES } from './constants';
import {
  catalogueTitle,
  isPagePath,
  pageTitle,
  productPageTitle,
  routeTitleOf,
  STORE_NAME,
} from './page-titles';

describe('page titles', () => {
  it('names the page before the store', () => {
    expect(pageTitle('Shopping Cart')).toBe('Shopping Cart | Aurora Store');
    expect(pageTitle()).toBe(STORE_NAME);
    expect(productPageTitle('Aurora Lamp')).toBe('Aurora Lamp | Aurora Store');
  });

  it('follows the catalogue’s category and search', () => {
    expect(catalogueTitle({ search: '', category: ALL_CATEGORIES })).toBe('Products | Aurora Store');
    expect(catalogueTitle({ search: '', category: '' })).toBe('Products | Aurora Store');
    expect(catalogueTitle({ search: '', category: 'home-office' })).toBe('Home office | Aurora Store');
    expect(catalogueTitle({ search: 'lamp', category: ALL_CATEGORIES })).toBe(
      'Search results for “lamp” | Aurora Store',
    );
    expect(catalogueTitle({ search: 'lamp', category: 'electronics' })).toBe(
      'Search results for “lamp” in Electronics | Aurora Store',
    );
  });

  it('gives every shop page its own title, and leaves the catalogue and product page to themselves', () => {
    expect(routeTitleOf('/')).toBe('Aurora Store');
    expect(routeTitleOf('/cart')).toBe('Shopping Cart | Aurora Store');
    expect(routeTitleOf('/cart/')).toBe('Shopping Cart | Aurora Store');
    expect(routeTitleOf('/order/0f8c')).toBe('Order Details | Aurora Store');
    expect(routeTitleOf('/order-confirmation')).toBe('Order Confirmed | Aurora Store');
    expect(routeTitleOf('/order-confirmation/0f8c')).toBe('Order Confirmed | Aurora Store');
    expect(routeTitleOf('/products')).toBeUndefined();
    expect(routeTitleOf('/product/0f8c')).toBeUndefined();
    expect(routeTitleOf('/no-such-page')).toBe('Page Not Found | Aurora Store');
    expect(routeTitleOf('/product/0f8c/more')).toBe('Page Not Found | Aurora Store');
  });

  it('marks the admin’s pages as the admin’s', () => {
    expect(routeTitleOf('/admin')).toBe('Dashboard | Aurora Store Admin');
    expect(routeTitleOf('/admin/products/0f8c/edit')).toBe('Edit Product | Aurora Store Admin');
    expect(routeTitleOf('/admin/orders/0f8c')).toBe('Order Details | Aurora Store Admin');
    expect(routeTitleOf('/admin/nothing')).toBe('Page Not Found | Aurora Store Admin');
  });

  it('knows which paths a page answers, so the others can be sent as not found', () => {
    for (const path of ['/', '/products', '/products/', '/product/0f8c', '/cart', '/order/0f8c', '/admin']) {
      expect(isPagePath(path), path).toBe(true);
    }
    for (const path of ['/admin/orders/0f8c', '/admin/products/0f8c/edit', '/order-confirmation/0f8c']) {
      expect(isPagePath(path), path).toBe(true);
    }
    for (const path of ['/no-such-page', '/products/x', '/product/0f8c/more', '/admin/nothing', '/cart/x']) {
      expect(isPagePath(path), path).toBe(false);
    }
  });
});

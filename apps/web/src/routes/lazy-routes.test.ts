import { readdirSync } from 'node:fs';
import { isPagePath } from '@aurora-store/api';
import { describe, expect, it } from 'vitest';
import { LAZY_SHOPPER_ROUTES, routePageName } from './lazy-routes';

const routeFiles = readdirSync(new URL('.', import.meta.url)).filter((file) => file.endsWith('-route.tsx'));

describe('LAZY_SHOPPER_ROUTES', () => {
  it('names every lazy screen module in routes/ once, and only those (home is in the first download)', () => {
    const modules = LAZY_SHOPPER_ROUTES.map((route) => `${route.module}.tsx`).sort();
    expect(modules).toEqual(routeFiles.filter((file) => file !== 'home-route.tsx').sort());
  });

  it('gives each route a page of its own', () => {
    const names = LAZY_SHOPPER_ROUTES.map((route) => routePageName(route.path));
    expect(new Set(names).size).toBe(names.length);
    expect(routePageName('/product/:id')).toBe('product');
    expect(routePageName('/order-confirmation/:orderId?')).toBe('order-confirmation');
  });

  it('are paths the contract knows, so the server never answers one of them 404', () => {
    for (const route of LAZY_SHOPPER_ROUTES) {
      const path = route.path.replace(/:\w+\?/, '').replace(/:\w+/, '0f8c');
      expect(isPagePath(path), route.path).toBe(true);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { currentAdminSection } from './admin-sections';

const labelOf = (path: string) => currentAdminSection(path)?.label;

describe('currentAdminSection', () => {
  it('is the dashboard at /admin only', () => {
    expect(labelOf('/admin')).toBe('Dashboard');
    expect(labelOf('/admin/')).toBe('Dashboard');
  });

  it('is the section at its own path and every page below it', () => {
    expect(labelOf('/admin/products')).toBe('Products');
    expect(labelOf('/admin/products/create')).toBe('Products');
    expect(labelOf('/admin/products/p-1/edit')).toBe('Products');
    expect(labelOf('/admin/orders/o-1')).toBe('Orders');
    expect(labelOf('/admin/analytics')).toBe('Analytics');
  });

  it('ignores the query and the hash', () => {
    expect(labelOf('/admin/orders?status=pending')).toBe('Orders');
    expect(labelOf('/admin?tab=1')).toBe('Dashboard');
  });

  it('is no section for a look-alike path or one outside the admin area', () => {
    expect(labelOf('/admin/productsx')).toBeUndefined();
    expect(labelOf('/admin/unknown')).toBeUndefined();
    expect(labelOf('/products')).toBeUndefined();
  });
});

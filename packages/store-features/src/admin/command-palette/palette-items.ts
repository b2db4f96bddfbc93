import type { AdminOrder, Product, PublicUser } from '@aurora-store/api';
import { formatMoney } from '@aurora-store/ui';
import { adminSections } from '../layout/admin-sections';
import { adminOrderHref, adminProductEditHref } from '../shared/admin-hrefs';

/** One line of the palette: where it leads, what it says, and a detail beside it. */
export interface PaletteItem {
  id: string;
  label: string;
  detail?: string;
  href: string;
}

/** Fewer characters than this search the pages only: one letter matches half the store. */
export const PALETTE_SEARCH_MIN_LENGTH = 2;
/** Results asked for of each kind: the palette is for jumping to one thing, the lists are for browsing. */
export const PALETTE_RESULTS_PER_KIND = 5;

const pages: PaletteItem[] = [
  ...adminSections.map((section) => ({
    id: `page:${section.href}`,
    label: section.label,
    href: section.href,
  })),
  { id: 'page:/admin/products/create', label: 'Add Product', href: '/admin/products/create' },
  { id: 'page:/', label: 'Back to Store', href: '/' },
];

const matches = (text: string, search: string) =>
  text.toLocaleLowerCase().includes(search.toLocaleLowerCase());

/** The admin's pages whose name holds the text (all of them while it is empty). */
export function matchingPages(text: string): PaletteItem[] {
  const search = text.trim();
  return search ? pages.filter((page) => matches(page.label, search)) : pages;
}

/** The text the server is asked about, or undefined while it is too short to be worth a search. */
export function paletteSearchText(text: string): string | undefined {
  const search = text.trim();
  return search.length >= PALETTE_SEARCH_MIN_LENGTH ? search : undefined;
}

export const orderItem = (order: AdminOrder): PaletteItem => ({
  id: `order:${order._id}`,
  label: `Order ${order.orderNumber}`,
  detail: `${order.user.firstName} ${order.user.lastName} · ${formatMoney(order.totalPrice, 'USD')}`,
  href: adminOrderHref(order),
});

export const productItem = (product: Product): PaletteItem => ({
  id: `product:${product._id}`,
  label: product.name,
  detail: `SKU ${product.sku}`,
  href: adminProductEditHref(product),
});

/** A customer opens the users list searched by their email: the one place their account is managed. */
export const customerItem = (user: PublicUser): PaletteItem => ({
  id: `user:${user._id}`,
  label: `${user.firstName} ${user.lastName}`,
  detail: user.email,
  href: `/admin/users?search=${encodeURIComponent(user.email)}`,
});

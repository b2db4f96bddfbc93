import { adminCatalogueKeys, adminOperationsKeys } from '@aurora-store/api';
import useSWR from 'swr';
import { useDebouncedValue } from '../../common/hooks/use-debounced-value';
import { ADMIN_SEARCH_DEBOUNCE_MS } from '../list';
import { useAdminApi } from '../shared';
import {
  customerItem,
  orderItem,
  PALETTE_RESULTS_PER_KIND,
  type PaletteItem,
  paletteSearchText,
  productItem,
} from './palette-items';

export interface PaletteSearch {
  orders: PaletteItem[];
  products: PaletteItem[];
  customers: PaletteItem[];
  /**
   * Which kinds list what an earlier text found: shown while the text typed now is searched (no flicker), but
   * not to be picked, or a quick ArrowDown and Enter would open an order the admin did not ask for.
   */
  stale: { orders: boolean; products: boolean; customers: boolean };
  /** The text typed has not been searched yet: its search waits for the typing to settle, or is on its way. */
  isSearching: boolean;
  /** Every one of the three searches failed. */
  hasFailed: boolean;
}

const quietly = { shouldRetryOnError: false, keepPreviousData: true } as const;

/**
 * Orders by number or customer, products by name or SKU, customers by name or email: the three admin lists'
 * own searches, five each, once the typing settles. The keys are the lists' own, so a result the admin then
 * opens the list for is already there.
 */
export function usePaletteSearch(text: string): PaletteSearch {
  const admin = useAdminApi();
  const typed = paletteSearchText(text);
  const search = paletteSearchText(useDebouncedValue(text, ADMIN_SEARCH_DEBOUNCE_MS));
  const limit = PALETTE_RESULTS_PER_KIND;
  const orders = useSWR(
    search ? adminOperationsKeys.orders({ search, limit }) : null,
    () => admin.listAdminOrders({ search, limit }),
    quietly,
  );
  const products = useSWR(
    search ? adminCatalogueKeys.products({ search, limit }) : null,
    () => admin.listAdminProducts({ search, limit }),
    quietly,
  );
  const customers = useSWR(
    search ? adminCatalogueKeys.users({ search, limit }) : null,
    () => admin.listUsers({ search, limit }),
    quietly,
  );
  const all = [orders, products, customers];
  const current = search !== undefined;
  // Kept from an earlier key, the data answers another text until this key's own answer comes (isLoading).
  const isStale = (result: { isLoading: boolean }) => typed !== search || result.isLoading;
  return {
    orders: current ? (orders.data?.data.orders.map(orderItem) ?? []) : [],
    products: current ? (products.data?.data.products.map(productItem) ?? []) : [],
    customers: current ? (customers.data?.data.users.map(customerItem) ?? []) : [],
    stale: { orders: isStale(orders), products: isStale(products), customers: isStale(customers) },
    isSearching:
      typed !== undefined &&
      (typed !== search || all.some((result) => result.isLoading || result.isValidating)),
    hasFailed: current && all.every((result) => result.error !== undefined),
  };
}

import { cartKeys } from '@aurora-store/api';
import useSWR from 'swr';
import { useApiClient } from '../../common/api-client';

/** Shows how many lines the cached cart holds, so a story can see the checkout empty it. */
export function CartCacheProbe() {
  const client = useApiClient();
  const { data } = useSWR(cartKeys.cart(), () => client.getCart());
  return (
    <aside aria-label="Cart cache" className="p-4 text-muted text-sm">
      Cart lines in cache: {data ? data.data.cart.length : 'loading'}
    </aside>
  );
}

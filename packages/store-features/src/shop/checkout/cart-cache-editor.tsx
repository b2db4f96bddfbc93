import { type CartResponse, cartKeys } from '@aurora-store/api';
import { Button } from '@aurora-store/ui';
import { useSWRConfig } from 'swr';

export interface CartCacheEditorProps {
  label: string;
  cart: CartResponse;
}

/** A button that puts this cart in the cache, as the cart changing in another tab would, for a story. */
export function CartCacheEditor({ label, cart }: CartCacheEditorProps) {
  const { mutate } = useSWRConfig();
  return (
    <aside aria-label="Cart cache" className="p-4">
      <Button variant="secondary" onPress={() => mutate(cartKeys.cart(), cart, { revalidate: false })}>
        {label}
      </Button>
    </aside>
  );
}

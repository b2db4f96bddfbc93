import { type Currency, convertFromUsd, type Product } from '@aurora-store/api';
import { Price, type PriceProps } from '@aurora-store/ui';

export interface ProductPriceProps {
  product: Pick<Product, 'price' | 'comparePrice'>;
  currency: Currency;
  size?: PriceProps['size'];
}

/** A product's price in the shopper's currency, and the price it is down from when it has one. */
export function ProductPrice({ product, currency, size }: ProductPriceProps) {
  return (
    <Price
      amount={convertFromUsd(product.price, currency)}
      compareAmount={
        product.comparePrice === null ? undefined : convertFromUsd(product.comparePrice, currency)
      }
      currency={currency}
      size={size}
    />
  );
}

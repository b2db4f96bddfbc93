import { type Currency, FOUR_UP_CARD_SIZES, type Product } from '@aurora-store/api';
import { ProductCard } from '../product-card';

/** Other products of the same category; the section is left out when there are none. */
export function RelatedProducts({
  products,
  currency,
}: {
  products: readonly Product[];
  currency: Currency;
}) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="related-products-title" className="flex flex-col gap-6">
      <h2 id="related-products-title" className="font-semibold text-2xl text-foreground">
        Related Products
      </h2>
      <ul className="grid grid-cols-1 gap-6 min-[480px]:grid-cols-2 lg:grid-cols-4">
        {products.map((product) => (
          <li key={product._id}>
            <ProductCard
              product={product}
              currency={currency}
              headingLevel={3}
              imageSizes={FOUR_UP_CARD_SIZES}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

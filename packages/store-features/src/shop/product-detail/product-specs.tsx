import type { ProductDetail } from '@aurora-store/api';
import { Card } from '@aurora-store/ui';
import { productDetailRows } from './product-page-rules';

/** Details (category, brand, SKU, stock), then the specifications and features the product has. */
export function ProductSpecs({ product }: { product: ProductDetail }) {
  const specifications = Object.entries(product.specifications);
  return (
    <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      <SpecCard id="product-details-title" title="Product Details">
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          {productDetailRows(product).map((row) => (
            <DefinitionRow key={row.label} label={row.label} value={row.value} />
          ))}
        </dl>
      </SpecCard>
      {specifications.length > 0 && (
        <SpecCard id="product-specifications-title" title="Specifications">
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            {specifications.map(([label, value]) => (
              <DefinitionRow key={label} label={label} value={value} />
            ))}
          </dl>
        </SpecCard>
      )}
      {product.features.length > 0 && (
        <SpecCard id="product-features-title" title="Features">
          <ul className="flex list-disc flex-col gap-1.5 ps-5 text-foreground text-sm marker:text-primary">
            {product.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </SpecCard>
      )}
    </div>
  );
}

function SpecCard({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Card aria-labelledby={id} role="region" className="gap-4 p-5">
      <h2 id={id} className="font-semibold text-foreground text-lg">
        {title}
      </h2>
      {children}
    </Card>
  );
}

function DefinitionRow({ label, value }: DetailRowProps) {
  return (
    <>
      <dt className="text-muted">{label}</dt>
      <dd className="break-words text-foreground">{value}</dd>
    </>
  );
}

interface DetailRowProps {
  label: string;
  value: string;
}

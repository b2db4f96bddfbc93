import { type Product, productPictureAlt } from '@aurora-store/api';
import { Card, cn } from '@aurora-store/ui';
import { Link } from 'react-aria-components';
import { cardLinkClassName } from '../../common/card-link';
import { formatPrice } from '../../common/money';
import { Picture } from '../../common/picture';
import { adminProductEditHref } from '../shared/admin-hrefs';
import { DashboardPanel } from './dashboard-panel';

/** Spec section 2: a grid of up to five columns (the server sends DASHBOARD_TOP_SELLERS). */
export const topSellerGridClasses = 'grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-5';
/** A tile's width in that grid, beside the admin's side navigation from lg. */
const TOP_SELLER_IMAGE_SIZES = '(min-width: 1280px) 200px, (min-width: 640px) 33vw, 50vw';

const soldFormat = new Intl.NumberFormat('en-US');

/** The best sellers, each a tile with its image, name (to its edit form), price and units sold. */
export function TopSellingProducts({ products }: { products: Product[] }) {
  return (
    <DashboardPanel
      title="Top Selling Products"
      isEmpty={products.length === 0}
      empty={{ title: 'No sales yet', description: 'The best sellers show here once products sell.' }}
    >
      <ul aria-label="Top selling products" className={cn(topSellerGridClasses, 'p-5')}>
        {products.map((product, index) => (
          <li key={product._id}>
            <Card variant="raised" className="relative h-full">
              <Picture
                src={product.image || undefined}
                sizes={TOP_SELLER_IMAGE_SIZES}
                alt={productPictureAlt(product)}
                ratio="square"
                radius="none"
                className="w-full"
              />
              <div className="flex flex-1 flex-col items-start gap-1 p-3">
                {/* Under the picture, not on it: the demo pictures print the brand in their top corners. */}
                <span
                  aria-hidden="true"
                  className="rounded-pill border border-border-strong px-2 py-0.5 font-semibold text-foreground text-xs tabular-nums"
                >
                  #{index + 1}
                </span>
                <h3 className="font-medium text-foreground text-sm leading-snug">
                  <Link href={adminProductEditHref(product)} className={cardLinkClassName}>
                    {product.name}
                  </Link>
                </h3>
                <p className="mt-auto flex w-full flex-wrap items-baseline justify-between gap-x-2 text-sm">
                  <span className="font-semibold text-foreground tabular-nums">
                    {formatPrice(product.price, 'USD')}
                  </span>
                  <span className="text-muted tabular-nums">
                    {soldFormat.format(product.salesCount)} sold
                  </span>
                </p>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </DashboardPanel>
  );
}

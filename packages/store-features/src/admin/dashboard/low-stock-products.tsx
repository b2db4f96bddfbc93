import type { Product } from '@aurora-store/api';
import { cn, focusRing, StatusBadge } from '@aurora-store/ui';
import { Link } from 'react-aria-components';
import { Picture } from '../../common/picture';
import { adminProductEditHref } from '../shared/admin-hrefs';
import { adminStockBadge } from '../shared/admin-stock';
import { DashboardPanel } from './dashboard-panel';

/** Products at or below their threshold, fewest left first, each to its edit form with its stock badge. */
export function LowStockProducts({ products }: { products: Product[] }) {
  return (
    <DashboardPanel
      title="Low Stock Products"
      viewAll={{ href: '/admin/products', label: 'View all products' }}
      isEmpty={products.length === 0}
      empty={{
        title: 'Stock levels are healthy',
        description: 'No product is at or below its low-stock threshold.',
      }}
    >
      <ul aria-label="Low stock products" className="divide-y divide-border">
        {products.map((product) => {
          const stock = adminStockBadge(product.stock, product.lowStockThreshold);
          return (
            <li key={product._id} className="flex items-center gap-3 px-5 py-3">
              <Picture
                src={product.image || undefined}
                sizes="40px"
                alt=""
                ratio="square"
                className="size-10 shrink-0"
              />
              {/* The badge sits beside the name while there is room, and under it on a phone. */}
              <div className="flex min-w-0 flex-1 flex-wrap items-center justify-between gap-x-3 gap-y-1.5">
                <div className="flex min-w-40 flex-1 flex-col gap-0.5">
                  <Link
                    href={adminProductEditHref(product)}
                    className={({ isFocusVisible, isHovered }) =>
                      cn(
                        'w-fit break-words rounded-sm font-medium text-foreground',
                        isHovered && 'text-primary underline underline-offset-2',
                        focusRing({ isFocusVisible }),
                      )
                    }
                  >
                    {product.name}
                  </Link>
                  <p className="text-muted text-xs">SKU {product.sku}</p>
                </div>
                <StatusBadge tone={stock.tone} data-stock={stock.state}>
                  {stock.label}
                </StatusBadge>
              </div>
            </li>
          );
        })}
      </ul>
    </DashboardPanel>
  );
}

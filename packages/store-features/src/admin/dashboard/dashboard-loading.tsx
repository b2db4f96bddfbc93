import { Card, Skeleton } from '@aurora-store/ui';
import { statCards, statGridClasses } from './stat-cards';
import { topSellerGridClasses } from './top-selling-products';

/** Placeholders in the dashboard's own shape, so nothing jumps when the figures arrive. */
export function DashboardLoading() {
  return (
    <div className="flex flex-col gap-6">
      <div role="status" className="sr-only">
        Loading dashboard...
      </div>
      <ul aria-hidden="true" className={statGridClasses}>
        {statCards.map((card) => (
          <li key={card.label}>
            <Card className="gap-2 p-5">
              <span className="flex items-center justify-between gap-3">
                <Skeleton className="w-24" />
                <Skeleton shape="circle" className="size-9" />
              </span>
              <Skeleton className="h-8 w-28" />
            </Card>
          </li>
        ))}
      </ul>
      <div aria-hidden="true" className="grid gap-6 xl:grid-cols-2">
        {['orders', 'stock'].map((panel) => (
          <Card key={panel} className="gap-4 p-5">
            <Skeleton className="h-6 w-40" />
            {[1, 2, 3, 4, 5].map((row) => (
              <Skeleton key={row} shape="block" className="h-10" />
            ))}
          </Card>
        ))}
      </div>
      <Card aria-hidden="true" className="gap-4 p-5">
        <Skeleton className="h-6 w-48" />
        <div className={topSellerGridClasses}>
          {[1, 2, 3, 4, 5].map((tile) => (
            <Skeleton key={tile} shape="block" className="aspect-square" />
          ))}
        </div>
      </Card>
    </div>
  );
}

import { Card, Skeleton } from '@aurora-store/ui';

const placeholderRows = [1, 2, 3, 4, 5];

/** Placeholders in the list's own shape (table rows on a wide screen, cards below), so nothing jumps. */
export function CouponsLoading() {
  return (
    <div>
      <div role="status" className="sr-only">
        Loading coupons...
      </div>
      <div
        aria-hidden="true"
        className="hidden flex-col gap-3 rounded-card border border-border bg-surface p-4 xl:flex"
      >
        <Skeleton className="h-5 w-2/3" />
        {placeholderRows.map((row) => (
          <Skeleton key={row} shape="block" className="h-10" />
        ))}
      </div>
      <div aria-hidden="true" className="grid gap-4 md:grid-cols-2 xl:hidden">
        {placeholderRows.slice(0, 4).map((card) => (
          <Card key={card} className="gap-3 p-4">
            <Skeleton className="h-5 w-32" />
            <Skeleton className="w-3/4" />
            <Skeleton className="w-1/2" />
            <Skeleton className="w-2/3" />
          </Card>
        ))}
      </div>
    </div>
  );
}

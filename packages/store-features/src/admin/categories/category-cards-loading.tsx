import { Card, Skeleton } from '@aurora-store/ui';

export const categoryGridClasses = 'grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3';

const placeholders = [1, 2, 3, 4, 5, 6];

/** Cards in the real ones' shape while the list loads, so nothing jumps when it arrives. */
export function CategoryCardsLoading() {
  return (
    <>
      <div role="status" className="sr-only">
        Loading categories...
      </div>
      <ul aria-hidden="true" className={categoryGridClasses}>
        {placeholders.map((card) => (
          <li key={card}>
            <Card className="gap-3 p-5">
              <span className="flex items-center justify-between gap-3">
                <Skeleton className="h-5 w-32" />
                <Skeleton className="h-5 w-16" />
              </span>
              <Skeleton />
              <Skeleton className="w-2/3" />
              <Skeleton className="w-40" />
              <span className="flex justify-end gap-2 border-border border-t pt-3">
                <Skeleton shape="block" className="h-8 w-16" />
                <Skeleton shape="block" className="h-8 w-20" />
              </span>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}

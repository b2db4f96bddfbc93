import { Skeleton } from '@aurora-store/ui';

const placeholderLines = ['first', 'second', 'third'];

/** The cart's shape while it loads; the region says it is busy, as skeletons are hidden from screen readers. */
export function CartLoading() {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label="Loading cart"
      className="grid gap-8 lg:grid-cols-[1fr_22rem]"
    >
      <div className="flex flex-col divide-y divide-border">
        {placeholderLines.map((line) => (
          <div key={line} className="flex gap-4 py-5">
            <Skeleton shape="block" className="size-20 shrink-0" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="w-2/3" />
              <Skeleton className="w-1/4" />
            </div>
          </div>
        ))}
      </div>
      <Skeleton shape="block" className="h-64" />
    </div>
  );
}

import { Card, Skeleton } from '@aurora-store/ui';

/** Placeholders in the page's own shape while the order loads. */
export function OrderDetailLoading() {
  return (
    <div className="flex flex-col gap-6">
      <div role="status" className="sr-only">
        Loading order...
      </div>
      <div aria-hidden="true" className="flex flex-col gap-6">
        <Card className="flex-row flex-wrap gap-6 p-5">
          <Skeleton shape="block" className="h-10 w-44" />
          <Skeleton shape="block" className="h-10 w-56" />
        </Card>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <Skeleton shape="block" className="h-72" />
          <Skeleton shape="block" className="h-56" />
        </div>
      </div>
    </div>
  );
}

import { Card, cn, Skeleton } from '@aurora-store/ui';
import { CHECKOUT_SECTIONS } from './checkout-fields';

/** The checkout's shape while the cart loads; the region says it is busy, as skeletons are hidden. */
export function CheckoutLoading() {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label="Loading checkout"
      className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8"
    >
      <div className="flex flex-col gap-6">
        {CHECKOUT_SECTIONS.map((section) => (
          <Card key={section.id} className="gap-4 p-5 sm:p-6">
            <Skeleton className="h-6 w-1/3" />
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              {section.fields.map((field) => (
                <Skeleton
                  key={field.name}
                  shape="block"
                  className={cn('h-16', field.isWide && 'sm:col-span-2')}
                />
              ))}
            </div>
          </Card>
        ))}
      </div>
      <Card className="gap-4 p-5 sm:p-6">
        <Skeleton className="h-6 w-1/2" />
        <Skeleton shape="block" className="h-14" />
        <Skeleton shape="block" className="h-14" />
        <Skeleton shape="block" className="h-28" />
        <Skeleton shape="block" className="h-12" />
      </Card>
    </div>
  );
}

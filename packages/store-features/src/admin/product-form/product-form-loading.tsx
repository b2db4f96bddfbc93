import { Card, Skeleton } from '@aurora-store/ui';

/** The form's first sections, by their fields, so the placeholders take the form's own shape. */
const placeholderSections = [
  ['name', 'sku', 'brand', 'category', 'subcategory', 'description'],
  ['price', 'comparePrice', 'stock', 'lowStockThreshold'],
  ['url', 'alt'],
];

/** Placeholders in the form's own shape while the product or the categories load. */
export function ProductFormLoading({ label }: { label: string }) {
  return (
    <div className="flex flex-col gap-6">
      <div role="status" className="sr-only">
        {label}
      </div>
      {placeholderSections.map((fields) => (
        <Card key={fields.join()} aria-hidden="true" className="gap-4 p-5 sm:p-6">
          <Skeleton className="h-6 w-44" />
          <div className="grid gap-4 sm:grid-cols-2">
            {fields.map((field) => (
              <div key={field} className="flex flex-col gap-2">
                <Skeleton className="w-24" />
                <Skeleton shape="block" className="h-10" />
              </div>
            ))}
          </div>
        </Card>
      ))}
    </div>
  );
}

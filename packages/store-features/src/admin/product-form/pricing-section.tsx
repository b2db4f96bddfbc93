import { Checkbox } from '@aurora-store/ui';
import { NumberTextField } from './form-fields';
import { FormSection } from './form-section';
import type { FormErrors } from './product-form-fields';
import type { ProductFormValues } from './product-form-values';
import type { ProductFormEdits } from './use-product-form';

export interface SectionProps {
  values: ProductFormValues;
  errors: FormErrors;
  edits: ProductFormEdits;
}

/** Price and compare price in dollars, stock and its low-stock threshold (spec section 5). */
export function PricingSection({ values, errors, edits }: SectionProps) {
  return (
    <FormSection title="Pricing and Stock">
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberTextField
          field="price"
          label="Price"
          prefix="$"
          step={0.01}
          isRequired
          value={values.price}
          onChange={(value) => edits.setText('price', value)}
          error={errors.price}
        />
        <NumberTextField
          field="comparePrice"
          label="Compare Price"
          prefix="$"
          step={0.01}
          description="Optional: the higher price shown crossed out."
          value={values.comparePrice}
          onChange={(value) => edits.setText('comparePrice', value)}
          error={errors.comparePrice}
        />
        <NumberTextField
          field="stock"
          label="Stock"
          step={1}
          isRequired
          value={values.stock}
          onChange={(value) => edits.setText('stock', value)}
          error={errors.stock}
        />
        <NumberTextField
          field="lowStockThreshold"
          label="Low Stock Threshold"
          step={1}
          description="Flagged as low stock at or below this count."
          value={values.lowStockThreshold}
          onChange={(value) => edits.setText('lowStockThreshold', value)}
          error={errors.lowStockThreshold}
        />
      </div>
    </FormSection>
  );
}

/** Whether shoppers see the product, and whether the home page features it. */
export function VisibilitySection({ values, edits }: Omit<SectionProps, 'errors'>) {
  return (
    <FormSection title="Visibility">
      <div className="flex flex-col gap-3">
        <Checkbox isSelected={values.isActive} onChange={(value) => edits.setFlag('isActive', value)}>
          Active: shown in the store
        </Checkbox>
        <Checkbox isSelected={values.isFeatured} onChange={(value) => edits.setFlag('isFeatured', value)}>
          Featured on the home page
        </Checkbox>
      </div>
    </FormSection>
  );
}

import { Checkbox } from '@aurora-store/ui';
import { NumberTextField, type NumberTextFieldProps } from './form-fields';
import { FormSection } from './form-section';
import type { FormErrors, ScalarField } from './product-form-fields';
import type { ProductFormValues } from './product-form-values';
import type { ProductFormEdits } from './use-product-form';

export interface SectionProps {
  values: ProductFormValues;
  errors: FormErrors;
  edits: ProductFormEdits;
}

type PricingField = Pick<NumberTextFieldProps, 'label' | 'step' | 'prefix' | 'isRequired' | 'description'> & {
  field: Extract<ScalarField, 'price' | 'comparePrice' | 'stock' | 'lowStockThreshold'>;
};

/** Money in dollars to the cent, counts whole; the price and the stock are the two a product must have. */
const pricingFields: readonly PricingField[] = [
  { field: 'price', label: 'Price', prefix: '$', step: 0.01, isRequired: true },
  {
    field: 'comparePrice',
    label: 'Compare Price',
    prefix: '$',
    step: 0.01,
    description: 'Optional: the higher price shown crossed out.',
  },
  { field: 'stock', label: 'Stock', step: 1, isRequired: true },
  {
    field: 'lowStockThreshold',
    label: 'Low Stock Threshold',
    step: 1,
    description: 'Flagged as low stock at or below this count.',
  },
];

/** Price and compare price in dollars, stock and its low-stock threshold (spec section 5). */
export function PricingSection({ values, errors, edits }: SectionProps) {
  return (
    <FormSection title="Pricing and Stock">
      <div className="grid gap-4 sm:grid-cols-2">
        {pricingFields.map(({ field, ...shown }) => (
          <NumberTextField
            key={field}
            field={field}
            {...shown}
            value={values[field]}
            onChange={(value) => edits.setText(field, value)}
            error={errors[field]}
          />
        ))}
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

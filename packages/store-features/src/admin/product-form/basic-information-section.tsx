import type { AdminCategory } from '@aurora-store/api';
import { Select, SelectItem, TextAreaField, TextField } from '@aurora-store/ui';
import { FormSection } from './form-section';
import type { FormErrors, ScalarField } from './product-form-fields';
import type { ProductFormValues } from './product-form-values';
import type { ProductFormEdits } from './use-product-form';

export interface BasicInformationSectionProps {
  values: ProductFormValues;
  errors: FormErrors;
  edits: ProductFormEdits;
  categories: readonly AdminCategory[];
}

interface CategoryOption {
  id: string;
  name: string;
}

/**
 * The categories to choose from, by slug. A product whose category is no longer listed keeps it as an
 * option, so opening and saving the form never moves a product by itself.
 */
function categoryOptions(categories: readonly AdminCategory[], current: string): CategoryOption[] {
  const options = categories.map((category) => ({
    id: category.slug,
    name: category.isActive ? category.name : `${category.name} (inactive)`,
  }));
  if (current !== '' && !options.some((option) => option.id === current)) {
    options.push({ id: current, name: current });
  }
  return options;
}

/** Name, SKU, brand, category, subcategory and description: all required (spec section 5). */
export function BasicInformationSection({ values, errors, edits, categories }: BasicInformationSectionProps) {
  const text = (field: ScalarField, label: string, placeholder?: string) => (
    <TextField
      data-field={field}
      name={field}
      label={label}
      placeholder={placeholder}
      value={values[field]}
      onChange={(value) => edits.setText(field, value)}
      isRequired
      isInvalid={errors[field] !== undefined}
      errorMessage={errors[field]}
    />
  );
  return (
    <FormSection title="Basic Information">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">{text('name', 'Product Name')}</div>
        {text('sku', 'SKU', 'e.g. HO-COP-004')}
        {text('brand', 'Brand')}
        <Select<CategoryOption>
          data-field="category"
          label="Category"
          placeholder="Select a category"
          items={categoryOptions(categories, values.category)}
          value={values.category === '' ? null : values.category}
          onChange={(key) => edits.setText('category', key === null ? '' : String(key))}
          isRequired
          isInvalid={errors.category !== undefined}
          errorMessage={errors.category}
        >
          {(option) => <SelectItem id={option.id}>{option.name}</SelectItem>}
        </Select>
        {text('subcategory', 'Subcategory', 'e.g. kitchen')}
        <TextAreaField
          data-field="description"
          name="description"
          label="Description"
          rows={5}
          value={values.description}
          onChange={(value) => edits.setText('description', value)}
          isRequired
          isInvalid={errors.description !== undefined}
          errorMessage={errors.description}
          className="sm:col-span-2"
        />
      </div>
    </FormSection>
  );
}

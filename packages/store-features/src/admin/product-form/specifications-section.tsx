import { IconButton, TextField } from '@aurora-store/ui';
import { TrashIcon } from '@aurora-store/ui/icons';
import { FormSection } from './form-section';
import { type FormErrors, specificationPath } from './product-form-fields';
import type { SpecificationRow } from './product-form-values';
import { SpecificationNameDialog } from './specification-name-dialog';
import type { ProductFormEdits } from './use-product-form';

export interface SpecificationsSectionProps {
  specifications: SpecificationRow[];
  errors: FormErrors;
  edits: ProductFormEdits;
}

/** The specifications (spec section 2): names are read-only once added, values editable, each removable. */
export function SpecificationsSection({ specifications, errors, edits }: SpecificationsSectionProps) {
  const names = specifications.map((spec) => spec.name);
  return (
    <FormSection title="Specifications" description="Name and value pairs shown in the product's details.">
      {specifications.length === 0 ? (
        <p className="text-muted text-sm">No specifications yet.</p>
      ) : (
        <ul aria-label="Specifications" className="grid gap-3 sm:grid-cols-2">
          {specifications.map((spec, index) => {
            const field = specificationPath(spec.name);
            return (
              <li key={spec.name} className="flex items-end gap-2">
                <TextField
                  data-field={field}
                  label={spec.name}
                  value={spec.value}
                  onChange={(value) => edits.setSpecification(spec.name, value)}
                  isInvalid={errors[field] !== undefined}
                  errorMessage={errors[field]}
                  className="min-w-0 flex-1"
                />
                <IconButton
                  aria-label={`Remove specification ${spec.name}`}
                  variant="ghost"
                  onPress={() => edits.removeSpecification(names, index)}
                >
                  <TrashIcon />
                </IconButton>
              </li>
            );
          })}
        </ul>
      )}
      <SpecificationNameDialog existingNames={names} onAdd={edits.addSpecification} />
    </FormSection>
  );
}

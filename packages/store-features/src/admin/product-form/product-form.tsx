import { type AdminCategory, type AdminProductBody, isApiError, type Product } from '@aurora-store/api';
import { Button, LinkButton } from '@aurora-store/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { failureMessage } from '../../common/failure-message';
import { useToasts } from '../../common/toasts';
import { BasicInformationSection } from './basic-information-section';
import { ImageRows } from './image-rows';
import { PricingSection, VisibilitySection } from './pricing-section';
import { isProductFormDirty } from './product-form-dirty';
import { firstInvalidField } from './product-form-fields';
import { ADMIN_PRODUCTS_HREF, SAVE_PRODUCT_FAILED_MESSAGE } from './product-form-messages';
import { productBodyFromForm } from './product-form-payload';
import { serverFieldErrors } from './product-form-server-errors';
import { validateProductForm } from './product-form-validation';
import type { ProductFormValues } from './product-form-values';
import { SpecificationsSection } from './specifications-section';
import { TextRows } from './text-rows';
import { type UploadPhoto, useImageUploads } from './use-image-uploads';
import { useProductForm } from './use-product-form';
import { useUnsavedChanges } from './use-unsaved-changes';

/** The save button, as a focus target after a refusal that names no field. */
const SAVE_BUTTON_FIELD = 'save';

export interface ProductFormProps {
  initialValues: ProductFormValues;
  categories: readonly AdminCategory[];
  isEditing: boolean;
  /** Creates or updates the product; rejects with the server's ApiError when it refuses. */
  save: (body: AdminProductBody) => Promise<Product>;
  /** Uploads one photo for an image row; resolves with its URL, rejects with the server's refusal. */
  uploadPhoto: UploadPhoto;
  /** The save went through and the form is clean again. */
  onSaved: (product: Product) => void;
  onDirtyChange?: (isDirty: boolean) => void;
}

/**
 * The admin product form (spec sections 2 and 5): checks the required fields before any call, moving focus
 * to the first invalid one; on a refusal keeps everything typed and shows the server's verdicts on their
 * fields. Save is disabled while busy.
 */
export function ProductForm({
  initialValues,
  categories,
  isEditing,
  save,
  uploadPhoto,
  onSaved,
  onDirtyChange,
}: ProductFormProps) {
  const toasts = useToasts();
  const formRef = useRef<HTMLFormElement>(null);
  const { values, errors, setErrors, focusRequest, focus, announcement, edits } =
    useProductForm(initialValues);
  const uploads = useImageUploads(values.images, edits, uploadPhoto);
  const [savedValues, setSavedValues] = useState(initialValues);
  const [isSaving, setSaving] = useState(false);
  const isDirty = isProductFormDirty(savedValues, values);
  useUnsavedChanges(isDirty, onDirtyChange);

  // After the render that draws the field (a new row) or its error, so it is announced with its message.
  useEffect(() => {
    if (!focusRequest) return;
    const place = formRef.current?.querySelector<HTMLElement>(
      `[data-field="${CSS.escape(focusRequest.field)}"]`,
    );
    const control = place?.matches('input, textarea, button')
      ? place
      : place?.querySelector<HTMLElement>(
          'input:not([type="hidden"]):not([tabindex="-1"]), textarea, button:not([tabindex="-1"])',
        );
    control?.focus();
  }, [focusRequest]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSaving) return;
    const found = validateProductForm(values);
    const firstInvalid = firstInvalidField(found, values);
    setErrors(found);
    if (firstInvalid) {
      focus(firstInvalid);
      return;
    }
    setSaving(true);
    try {
      const product = await save(productBodyFromForm(values));
      setSavedValues(values);
      // Before the app navigates, so its guard already knows there is nothing left to lose.
      onDirtyChange?.(false);
      onSaved(product);
    } catch (error) {
      toasts.error(failureMessage(error, SAVE_PRODUCT_FAILED_MESSAGE));
      const fromServer = isApiError(error)
        ? serverFieldErrors(error.status, error.message, error.errors, values)
        : {};
      setErrors(fromServer);
      // Disabled while busy, the button dropped focus: it goes to the field to fix, or back to the button.
      focus(firstInvalidField(fromServer, values) ?? SAVE_BUTTON_FIELD);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Form
      ref={formRef}
      validationBehavior="aria"
      onSubmit={submit}
      aria-label={isEditing ? 'Edit product' : 'New product'}
      className="flex flex-col gap-6"
    >
      <BasicInformationSection values={values} errors={errors} edits={edits} categories={categories} />
      <PricingSection values={values} errors={errors} edits={edits} />
      <ImageRows
        rows={values.images}
        errors={errors}
        edits={edits}
        announcement={announcement}
        uploads={uploads}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <TextRows list="features" rows={values.features} errors={errors} edits={edits} />
        <TextRows list="tags" rows={values.tags} errors={errors} edits={edits} />
      </div>
      <SpecificationsSection specifications={values.specifications} errors={errors} edits={edits} />
      <VisibilitySection values={values} edits={edits} />
      <div className="flex flex-wrap justify-end gap-3">
        <LinkButton href={ADMIN_PRODUCTS_HREF} variant="ghost">
          Cancel
        </LinkButton>
        <Button data-field={SAVE_BUTTON_FIELD} type="submit" isDisabled={isSaving}>
          {isSaving ? 'Saving...' : isEditing ? 'Update Product' : 'Create Product'}
        </Button>
      </div>
    </Form>
  );
}

import { type AdminCategory, CATEGORY_CREATED_MESSAGE, CATEGORY_UPDATED_MESSAGE } from '@aurora-store/api';
import { Button, Checkbox, Dialog, Modal, ProgressBar, TextAreaField, TextField } from '@aurora-store/ui';
import { UploadArea } from '@aurora-store/ui/upload-area';
import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { failureMessage } from '../../common/failure-message';
import { useToasts } from '../../common/toasts';
import { useAdminApi } from '../shared';
import {
  PHOTO_FILE_TYPES,
  PHOTO_LIMITS_DESCRIPTION,
  STILL_UPLOADING_MESSAGE,
  uploadRefusal,
} from '../shared/photo-upload';
import {
  type CategoryField,
  type CategoryFormErrors,
  type CategoryFormValues,
  categoryBodyOf,
  categoryFormErrors,
  categoryFormValuesOf,
  emptyCategoryForm,
  hasCategoryFormErrors,
  serverCategoryErrors,
  withoutCategoryError,
} from './category-form';
import { SAVE_CATEGORY_FAILED_MESSAGE } from './category-messages';
import { FocusFallback } from './focus-fallback';

/** What the modal is for: a new category, or the one whose Edit was pressed. */
export type CategoryFormTarget = { mode: 'create' } | { mode: 'edit'; category: AdminCategory };

export interface CategoryFormDialogProps {
  target: CategoryFormTarget;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The server stored it: the answer's category, to show at once. */
  onSaved: (category: AdminCategory) => void;
  /** Where focus goes on close if the button that opened the modal is gone (the empty state's). */
  focusFallback: RefObject<HTMLElement | null>;
}

/**
 * 'Add New Category' or 'Edit Category' (spec section 2): Category Name, Description, Image URL and 'Category
 * is active'. The form checks what the server would before sending; a refusal that names a field (a taken
 * name) shows on that field, and the modal stays open with everything typed. Mount one per opening.
 */
export function CategoryFormDialog({
  target,
  isOpen,
  onOpenChange,
  onSaved,
  focusFallback,
}: CategoryFormDialogProps) {
  const admin = useAdminApi();
  const toasts = useToasts();
  const activeHelpId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const isEdit = target.mode === 'edit';
  const [values, setValues] = useState<CategoryFormValues>(() =>
    isEdit ? categoryFormValuesOf(target.category) : emptyCategoryForm,
  );
  const [errors, setErrors] = useState<CategoryFormErrors>({});
  const [isSaving, setSaving] = useState(false);
  // Bumped when errors are shown: once they are drawn, the first field to fix takes focus, its message read
  // with it. An effect, because a server's refusal arrives outside any event and renders when React likes.
  const [errorsShown, setErrorsShown] = useState(0);
  // The photo on its way (its file name), and why the last one was refused.
  const [uploading, setUploading] = useState<string | null>(null);
  const [photoRefusal, setPhotoRefusal] = useState<string | null>(null);
  // Enter in a field submits too, and a pending button does not stop that: one save at a time.
  const savingRef = useRef(false);

  const edit = <Field extends CategoryField>(field: Field, value: CategoryFormValues[Field]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutCategoryError(current, field));
  };

  useEffect(() => {
    if (errorsShown > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errorsShown]);

  const showErrors = (found: CategoryFormErrors) => {
    setErrors(found);
    setErrorsShown((count) => count + 1);
  };

  /** The stored photo's path is the category's image, as a product image's is. */
  const uploadPhoto = async ([file]: File[]) => {
    if (!file) return;
    setUploading(file.name);
    setPhotoRefusal(null);
    try {
      const answer = await admin.uploadMedia(file, file.name);
      edit('image', answer.data.media.url);
    } catch (error) {
      setPhotoRefusal(uploadRefusal(file.name, error));
    } finally {
      setUploading(null);
    }
  };

  const save = async () => {
    const body = categoryBodyOf(values);
    const answer =
      target.mode === 'edit'
        ? await admin.updateCategory(target.category._id, body)
        : await admin.createCategory(body);
    toasts.success(answer.message ?? (isEdit ? CATEGORY_UPDATED_MESSAGE : CATEGORY_CREATED_MESSAGE));
    onSaved(answer.data.category);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (savingRef.current) return;
    const found = uploading ? { image: STILL_UPLOADING_MESSAGE } : categoryFormErrors(values);
    if (hasCategoryFormErrors(found)) {
      showErrors(found);
      return;
    }
    savingRef.current = true;
    setSaving(true);
    try {
      await save();
      onOpenChange(false);
    } catch (error) {
      const onFields = serverCategoryErrors(error);
      if (hasCategoryFormErrors(onFields)) showErrors(onFields);
      else toasts.error(failureMessage(error, SAVE_CATEGORY_FAILED_MESSAGE));
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  };

  const textProps = (field: 'name' | 'image') => ({
    value: values[field],
    onChange: (value: string) => edit(field, value),
    isInvalid: Boolean(errors[field]),
    errorMessage: errors[field],
  });

  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} isKeyboardDismissDisabled={isSaving}>
      <Dialog title={isEdit ? 'Edit Category' : 'Add New Category'} hideCloseButton>
        <FocusFallback to={focusFallback} />
        {/* The actions sit inside the form, so Enter in a one-line field saves. */}
        <Form
          ref={formRef}
          validationBehavior="aria"
          onSubmit={submit}
          aria-busy={isSaving}
          className="flex flex-col gap-4 pt-1"
        >
          <TextField {...textProps('name')} label="Category Name" isRequired autoFocus autoComplete="off" />
          <TextAreaField
            label="Description"
            value={values.description}
            onChange={(value) => edit('description', value)}
            isInvalid={Boolean(errors.description)}
            errorMessage={errors.description}
          />
          <UploadArea
            label="Upload a photo"
            description={PHOTO_LIMITS_DESCRIPTION}
            prompt="Drop a photo here or paste it"
            triggerLabel="Choose a photo"
            acceptedFileTypes={PHOTO_FILE_TYPES}
            pasteScope="form"
            isDisabled={isSaving}
            errorMessage={photoRefusal ?? undefined}
            onFiles={(files) => void uploadPhoto(files)}
          />
          {uploading && (
            // fetch reports no progress of a request's body, so the bar says only that the photo is on its way.
            <ProgressBar isIndeterminate label={`Uploading ${uploading}`} className="-mt-3" />
          )}
          <TextField
            {...textProps('image')}
            label="Image URL"
            type="url"
            inputMode="url"
            placeholder="https://"
            description="Optional: an http or https address."
          />
          <div className="flex flex-col gap-1">
            <Checkbox
              isSelected={values.isActive}
              onChange={(isActive) => edit('isActive', isActive)}
              aria-describedby={activeHelpId}
            >
              Category is active
            </Checkbox>
            <p id={activeHelpId} className="ps-7.5 text-muted text-sm">
              Shoppers see an active category and its products; an inactive one hides them.
            </p>
          </div>
          <div className="flex flex-wrap justify-end gap-2 pt-2">
            <Button variant="ghost" isDisabled={isSaving} onPress={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" isPending={isSaving}>
              {isEdit ? 'Update Category' : 'Create Category'}
            </Button>
          </div>
        </Form>
      </Dialog>
    </Modal>
  );
}

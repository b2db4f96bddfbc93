import {
  type AdminCategory,
  type AdminCategoryBody,
  adminCategoryBodySchema,
  isApiError,
} from '@aurora-store/api';

/** The category modal's fields (spec section 2, Admin categories), as typed. */
export interface CategoryFormValues {
  name: string;
  description: string;
  image: string;
  isActive: boolean;
}
export type CategoryField = keyof CategoryFormValues;
export type CategoryFormErrors = Partial<Record<CategoryField, string>>;

const categoryFields: readonly CategoryField[] = ['name', 'description', 'image', 'isActive'];

/** Spec section 5: a new category is active unless the admin says otherwise. */
export const emptyCategoryForm: CategoryFormValues = { name: '', description: '', image: '', isActive: true };

export function categoryFormValuesOf(category: AdminCategory): CategoryFormValues {
  return {
    name: category.name,
    description: category.description,
    image: category.image ?? '',
    isActive: category.isActive,
  };
}

/** What is sent: trimmed text, and no image (null) rather than an empty one. */
export function categoryBodyOf(values: CategoryFormValues): AdminCategoryBody {
  const image = values.image.trim();
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    image: image === '' ? null : image,
    isActive: values.isActive,
  };
}

const isCategoryField = (field: unknown): field is CategoryField =>
  typeof field === 'string' && (categoryFields as readonly string[]).includes(field);

/**
 * What the server would refuse, in its words: the contract's schema is the one rule both ends apply (name
 * required with a letter or digit in it, the image an http(s) URL or a path on this site, the lengths).
 * Empty when the form may be sent; one message per field, the first found.
 */
export function categoryFormErrors(values: CategoryFormValues): CategoryFormErrors {
  const result = adminCategoryBodySchema.safeParse(categoryBodyOf(values));
  if (result.success) return {};
  const errors: CategoryFormErrors = {};
  for (const issue of result.error.issues) {
    const [field] = issue.path;
    if (isCategoryField(field) && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

export function hasCategoryFormErrors(errors: CategoryFormErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/** Editing a field clears its error; the others stay until they are edited too. */
export function withoutCategoryError(errors: CategoryFormErrors, field: CategoryField): CategoryFormErrors {
  if (!errors[field]) return errors;
  const { [field]: _cleared, ...rest } = errors;
  return rest;
}

/** The server's refusals that name one of the modal's fields (a taken name), to show on that field. */
export function serverCategoryErrors(error: unknown): CategoryFormErrors {
  if (!isApiError(error)) return {};
  const errors: CategoryFormErrors = {};
  for (const { field, message } of error.errors) {
    if (isCategoryField(field) && errors[field] === undefined) errors[field] = message;
  }
  return errors;
}

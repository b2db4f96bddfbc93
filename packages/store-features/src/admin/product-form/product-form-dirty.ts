import type { ProductFormValues } from './product-form-values';

/**
 * What a form's values mean, without the row keys and the empty rows the form keeps for typing into: two
 * forms that would save the same product compare equal, so adding a blank row and removing it again, or
 * moving an image and moving it back, leaves the form clean.
 */
function meaning(values: ProductFormValues): unknown {
  return {
    ...values,
    images: values.images
      // A photo still on its way is something to lose too.
      .filter((row) => row.url.trim() !== '' || row.alt.trim() !== '' || row.upload?.isUploading)
      .map((row) => [row.url, row.alt]),
    features: values.features.map((row) => row.text).filter((text) => text.trim() !== ''),
    tags: values.tags.map((row) => row.text).filter((text) => text.trim() !== ''),
    specifications: values.specifications.map((spec) => [spec.name, spec.value]),
  };
}

/** Whether leaving now would lose something typed since the form was loaded or last saved. */
export function isProductFormDirty(saved: ProductFormValues, current: ProductFormValues): boolean {
  return JSON.stringify(meaning(saved)) !== JSON.stringify(meaning(current));
}

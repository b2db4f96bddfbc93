import { type FieldError, SKU_TAKEN_MESSAGE } from '@aurora-store/api';
import {
  type FormErrors,
  imageFieldPath,
  SCALAR_FIELDS,
  specificationPath,
  type TextListName,
  textRowPath,
} from './product-form-fields';
import { keptImageRows, keptTextRows } from './product-form-payload';
import type { ProductFormValues } from './product-form-values';

const scalarFields: ReadonlySet<string> = new Set(SCALAR_FIELDS);

/**
 * The server's verdicts on the fields of a refused save, each on its field. The server names fields by the
 * body it got ('price', 'images.1.url', 'features.0'), where the n-th image is the n-th row with a url: the
 * body dropped the empty ones. A verdict on no field of this form is left to the toast.
 */
export function serverFieldErrors(
  status: number,
  message: string,
  fieldErrors: readonly FieldError[],
  values: ProductFormValues,
): FormErrors {
  const errors: FormErrors = {};
  const images = keptImageRows(values.images);
  const rowsOf = (list: TextListName) => keptTextRows(values[list]);
  for (const { field, message: fieldMessage } of fieldErrors) {
    const [head, index, part] = field.split('.');
    const position = Number(index);
    let path: string | undefined;
    if (head && scalarFields.has(head) && index === undefined) path = head;
    else if (head === 'images' && (part === 'url' || part === 'alt')) {
      const row = images[position];
      path = row && imageFieldPath(row.key, part);
    } else if ((head === 'features' || head === 'tags') && part === undefined) {
      const row = rowsOf(head)[position];
      path = row && textRowPath(head, row.key);
    } else if (head === 'specifications' && index !== undefined) {
      path = specificationPath(field.slice('specifications.'.length));
    }
    if (path && errors[path] === undefined) errors[path] = fieldMessage;
  }
  // A server that names no field for its duplicate SKU still means the SKU.
  if (status === 409 && message === SKU_TAKEN_MESSAGE && errors.sku === undefined) errors.sku = message;
  return errors;
}

import {
  hasAtMostTwoDecimals,
  isProductImageUrl,
  repeatedSpecificationNames,
  SPECIFICATION_NAMES_REPEATED_MESSAGE,
} from '@aurora-store/api';
import { STILL_UPLOADING_MESSAGE } from '../shared/photo-upload';
import { type FormErrors, imageFieldPath, type ScalarField, specificationPath } from './product-form-fields';
import type { ProductFormValues } from './product-form-values';

/*
 * The admin product form's rules (spec section 5): name, sku, brand, category, subcategory, description,
 * price (min 0) and stock (min 0) are required; comparePrice is optional; lowStockThreshold min 0. Checked
 * before any call, in the words the server would use, so a person meets one set of messages.
 */

const REQUIRED_TEXT: readonly [ScalarField, string][] = [
  ['name', 'Name'],
  ['sku', 'SKU'],
  ['brand', 'Brand'],
  ['category', 'Category'],
  ['subcategory', 'Subcategory'],
  ['description', 'Description'],
];

export const requiredMessage = (label: string) => `${label} is required`;

/** Dollars: a number, at least 0, whole cents. null when valid (or blank: the caller decides if it may be). */
export function amountError(label: string, text: string): string | null {
  if (text.trim() === '') return null;
  const amount = Number(text.trim());
  if (!Number.isFinite(amount)) return `${label} must be a number`;
  if (amount < 0) return `${label} must be at least 0`;
  if (!hasAtMostTwoDecimals(amount)) return `${label} must have at most 2 decimals`;
  return null;
}

/** A count: a whole number, at least 0. null when valid or blank. */
export function countError(label: string, text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^-?\d+$/.test(trimmed)) return `${label} must be a whole number`;
  if (Number(trimmed) < 0) return `${label} must be at least 0`;
  return null;
}

export const IMAGE_URL_MESSAGE = 'Image URL must start with http://, https:// or /';

/** Every invalid field's message, in the order of the form; an empty object when the form can be saved. */
export function validateProductForm(values: ProductFormValues): FormErrors {
  const errors: FormErrors = {};
  const add = (field: string, message: string | null) => {
    if (message !== null) errors[field] = message;
  };
  for (const [field, label] of REQUIRED_TEXT) {
    add(field, values[field].trim() === '' ? requiredMessage(label) : null);
  }
  add('price', values.price.trim() === '' ? requiredMessage('Price') : amountError('Price', values.price));
  add('comparePrice', amountError('Compare price', values.comparePrice));
  add('stock', values.stock.trim() === '' ? requiredMessage('Stock') : countError('Stock', values.stock));
  add('lowStockThreshold', countError('Low stock threshold', values.lowStockThreshold));
  for (const row of values.images) {
    const url = row.url.trim();
    if (row.upload?.isUploading) add(imageFieldPath(row.key, 'url'), STILL_UPLOADING_MESSAGE);
    else
      add(imageFieldPath(row.key, 'url'), url !== '' && !isProductImageUrl(url) ? IMAGE_URL_MESSAGE : null);
  }
  // Add refuses a repeated name, but a product saved before that rule may hold two: the later one is named.
  const names = values.specifications.map((spec) => spec.name);
  for (const name of repeatedSpecificationNames(names)) {
    add(specificationPath(name), SPECIFICATION_NAMES_REPEATED_MESSAGE);
  }
  return errors;
}

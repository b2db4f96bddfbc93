import type { ProductFormValues, RowKey } from './product-form-values';

/*
 * Every field of the form by a path, the key of its error and of its place on the page (`data-field`):
 * 'price', 'images.<row>.url', 'features.<row>', 'specifications.<name>'.
 */

export type FormErrors = Record<string, string>;

export const SCALAR_FIELDS = [
  'name',
  'sku',
  'brand',
  'category',
  'subcategory',
  'description',
  'price',
  'comparePrice',
  'stock',
  'lowStockThreshold',
] as const;
export type ScalarField = (typeof SCALAR_FIELDS)[number];

export type TextListName = 'features' | 'tags';

export const imageFieldPath = (key: RowKey, part: 'url' | 'alt') => `images.${key}.${part}`;
export const textRowPath = (list: TextListName, key: RowKey) => `${list}.${key}`;
export const specificationPath = (name: string) => `specifications.${name}`;

/** The fields in the order the form shows them, so the first invalid one is the first on the page. */
export function fieldOrder(values: ProductFormValues): string[] {
  return [
    ...SCALAR_FIELDS,
    ...values.images.flatMap((row) => [imageFieldPath(row.key, 'url'), imageFieldPath(row.key, 'alt')]),
    ...values.features.map((row) => textRowPath('features', row.key)),
    ...values.tags.map((row) => textRowPath('tags', row.key)),
    ...values.specifications.map((spec) => specificationPath(spec.name)),
  ];
}

/** The first field of the page that has an error: where focus goes after a refused save. */
export function firstInvalidField(errors: FormErrors, values: ProductFormValues): string | undefined {
  return fieldOrder(values).find((field) => errors[field] !== undefined);
}

/** Editing a field clears its error; the others stay until they are edited too. */
export function withoutError(errors: FormErrors, field: string): FormErrors {
  if (errors[field] === undefined) return errors;
  const { [field]: _cleared, ...rest } = errors;
  return rest;
}

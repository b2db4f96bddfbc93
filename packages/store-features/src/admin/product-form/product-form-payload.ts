import { type AdminProductBody, LOW_STOCK_DEFAULT_THRESHOLD } from '@aurora-store/api';
import type { ImageRow, ProductFormValues, TextRow } from './product-form-values';

/*
 * Spec section 5, "On save": price and comparePrice are parsed as decimals and stock as an integer; blank
 * features and tags are dropped; images without a url are dropped. The server gives each kept image its
 * public_id, so none is made up here.
 */

/** A decimal as typed ('19.99', ' 5 '), or null when the field is blank. */
export function parseDecimal(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed);
}

/** A whole number as typed, or null when the field is blank. */
export function parseInteger(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number.parseInt(trimmed, 10);
}

/** The image rows that are saved: those with a url, in the order shown. */
export function keptImageRows(rows: readonly ImageRow[]): ImageRow[] {
  return rows.filter((row) => row.url.trim() !== '');
}

/** The text rows that are saved: those not left blank. */
export function keptTextRows(rows: readonly TextRow[]): TextRow[] {
  return rows.filter((row) => row.text.trim() !== '');
}

/** The create and update body of a form that passed validation. */
export function productBodyFromForm(values: ProductFormValues): AdminProductBody {
  return {
    name: values.name.trim(),
    sku: values.sku.trim(),
    brand: values.brand.trim(),
    category: values.category,
    subcategory: values.subcategory.trim(),
    description: values.description.trim(),
    price: parseDecimal(values.price) ?? 0,
    comparePrice: parseDecimal(values.comparePrice),
    stock: parseInteger(values.stock) ?? 0,
    lowStockThreshold: parseInteger(values.lowStockThreshold) ?? LOW_STOCK_DEFAULT_THRESHOLD,
    isActive: values.isActive,
    isFeatured: values.isFeatured,
    images: keptImageRows(values.images).map((row) => ({ url: row.url.trim(), alt: row.alt.trim() })),
    features: keptTextRows(values.features).map((row) => row.text.trim()),
    tags: keptTextRows(values.tags).map((row) => row.text.trim()),
    specifications: Object.fromEntries(values.specifications.map((spec) => [spec.name, spec.value.trim()])),
  };
}

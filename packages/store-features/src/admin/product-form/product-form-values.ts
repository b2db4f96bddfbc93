import { LOW_STOCK_DEFAULT_THRESHOLD, type Product } from '@aurora-store/api';

/*
 * The admin product form's values (spec sections 2 and 5, "Admin product form"), as the fields hold them:
 * numbers stay the text typed until save parses them, so nothing typed is lost to a half-written number.
 */

/** A repeating row's React key: it keeps focus and drag state on the right row; it is never sent. */
export type RowKey = string;

export interface ImageRow {
  key: RowKey;
  url: string;
  alt: string;
  /** A photo uploaded into the row from this page: never sent, the row's `url` is what is saved. */
  upload?: RowUpload;
}

export interface RowUpload {
  fileName: string;
  /** The file as a local object URL, the row's preview until its URL is changed or it leaves. */
  preview: string;
  /** Sent and not answered yet. */
  isUploading: boolean;
}

export interface TextRow {
  key: RowKey;
  text: string;
}

/** Names are unique, so the name is the row's key. */
export interface SpecificationRow {
  name: string;
  value: string;
}

export interface ProductFormValues {
  name: string;
  sku: string;
  brand: string;
  /** The category's slug. */
  category: string;
  subcategory: string;
  description: string;
  price: string;
  comparePrice: string;
  stock: string;
  lowStockThreshold: string;
  isActive: boolean;
  isFeatured: boolean;
  images: ImageRow[];
  features: TextRow[];
  tags: TextRow[];
  specifications: SpecificationRow[];
}

let rowCount = 0;

/** A key no other row of this page has. */
export function newRowKey(): RowKey {
  rowCount += 1;
  return `row-${rowCount}`;
}

export function emptyImageRow(): ImageRow {
  return { key: newRowKey(), url: '', alt: '' };
}

export function emptyTextRow(): TextRow {
  return { key: newRowKey(), text: '' };
}

/** A new product: every repeating list starts with one empty row; active, not featured, threshold 10. */
export function emptyProductFormValues(): ProductFormValues {
  return {
    name: '',
    sku: '',
    brand: '',
    category: '',
    subcategory: '',
    description: '',
    price: '',
    comparePrice: '',
    stock: '',
    lowStockThreshold: String(LOW_STOCK_DEFAULT_THRESHOLD),
    isActive: true,
    isFeatured: false,
    images: [emptyImageRow()],
    features: [emptyTextRow()],
    tags: [emptyTextRow()],
    specifications: [],
  };
}

/** At least one row of each list always remains (spec section 2): an empty list shows one empty row. */
function atLeastOne<Row>(rows: Row[], empty: () => Row): Row[] {
  return rows.length > 0 ? rows : [empty()];
}

/** The form for editing a product as the server holds it. */
export function productToFormValues(product: Product): ProductFormValues {
  return {
    name: product.name,
    sku: product.sku,
    brand: product.brand,
    category: product.category,
    subcategory: product.subcategory,
    description: product.description,
    price: String(product.price),
    comparePrice: product.comparePrice === null ? '' : String(product.comparePrice),
    stock: String(product.stock),
    lowStockThreshold: String(product.lowStockThreshold),
    isActive: product.isActive,
    isFeatured: product.isFeatured,
    images: atLeastOne(
      product.images.map((image) => ({ key: newRowKey(), url: image.url, alt: image.alt })),
      emptyImageRow,
    ),
    features: atLeastOne(
      product.features.map((text) => ({ key: newRowKey(), text })),
      emptyTextRow,
    ),
    tags: atLeastOne(
      product.tags.map((text) => ({ key: newRowKey(), text })),
      emptyTextRow,
    ),
    specifications: Object.entries(product.specifications).map(([name, value]) => ({ name, value })),
  };
}

import { z } from 'zod';
import { adminProductListQuerySchema } from './admin-catalogue';
import { idSchema } from './common';
import {
  BULK_ACTION_MAX_PRODUCTS,
  BULK_PRODUCT_ACTIONS,
  PRODUCT_IMPORT_ACTIONS,
  PRODUCT_IMPORT_MAX_BYTES,
} from './constants';
import { successEnvelopeSchema } from './envelope';
import { productSchema } from './product';

/*
 * The catalogue tools beyond the spec (issue 13): restock in place, bulk actions and the catalogue as CSV both
 * ways. Paths in admin-paths.ts, columns and limits in constants.ts, messages in messages.ts.
 */

/** `PUT /api/admin/products/:id/stock`: only the stock changes; answers `{ product }` (adminProductResponseSchema). */
export const productStockBodySchema = z.object({
  stock: z
    .number({ error: 'Stock must be a whole number' })
    .int('Stock must be a whole number')
    .min(0, 'Stock must be at least 0')
    .max(1_000_000_000, 'Stock must be at most 1000000000'),
});
export type ProductStockBody = z.input<typeof productStockBodySchema>;

/** `POST /api/admin/products/bulk`: one action on the products named, in one transaction. */
export const bulkProductsBodySchema = z.object({
  action: z.enum(BULK_PRODUCT_ACTIONS, { error: 'Action must be activate, deactivate or delete' }),
  ids: z
    .array(idSchema)
    .min(1, 'Select at least one product')
    .max(BULK_ACTION_MAX_PRODUCTS, `At most ${BULK_ACTION_MAX_PRODUCTS} products at once`),
});
export type BulkProductsBody = z.input<typeof bulkProductsBodySchema>;

/**
 * What a bulk action did: the products it changed, and each one it could not with the reason (a product
 * deleted meanwhile, say), named as far as the store still knows it. The top-level message counts the changed.
 */
export const bulkProductsResponseSchema = successEnvelopeSchema(
  z.object({
    action: z.enum(BULK_PRODUCT_ACTIONS),
    succeeded: z.array(z.object({ _id: z.string(), name: z.string() })),
    failed: z.array(z.object({ _id: z.string(), name: z.string().nullable(), message: z.string() })),
  }),
);
export type BulkProductsResponse = z.infer<typeof bulkProductsResponseSchema>;

/** `GET /api/admin/products/export.csv`: the list's own filters, every page. */
export const adminProductExportQuerySchema = adminProductListQuerySchema.pick({
  search: true,
  category: true,
  status: true,
  stock: true,
});
export type AdminProductExportQuery = z.input<typeof adminProductExportQuerySchema>;

/**
 * `POST /api/admin/products/import`: the CSV's text. A dry run writes nothing and reports every row; without
 * it the import is one transaction, refused whole (400, each bad row in `errors`) if any row is wrong.
 */
export const productImportBodySchema = z.object({
  csv: z
    .string({ error: 'csv is required' })
    .min(1, 'The CSV is empty')
    .refine(
      (csv) => new TextEncoder().encode(csv).length <= PRODUCT_IMPORT_MAX_BYTES,
      `The CSV must be at most ${PRODUCT_IMPORT_MAX_BYTES / 1024 / 1024} MB`,
    ),
  dryRun: z.boolean().default(true),
});
export type ProductImportBody = z.input<typeof productImportBodySchema>;

export const productImportRowSchema = z.object({
  /** The row's line in the file as a spreadsheet counts it (the header is line 1). */
  line: z.number().int().min(2),
  sku: z.string(),
  name: z.string(),
  /** create: a new SKU; update: the SKU exists and a field differs; unchanged: it exists as it is. */
  action: z.enum(PRODUCT_IMPORT_ACTIONS),
  /** Why an invalid row is refused, by column; empty for the others. */
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
  /** For an update, the columns whose value changes. */
  changes: z.array(z.string()),
});
export type ProductImportRow = z.infer<typeof productImportRowSchema>;

export const productImportResponseSchema = successEnvelopeSchema(
  z.object({
    dryRun: z.boolean(),
    summary: z.object({
      rows: z.number().int().min(0),
      create: z.number().int().min(0),
      update: z.number().int().min(0),
      unchanged: z.number().int().min(0),
      invalid: z.number().int().min(0),
    }),
    rows: z.array(productImportRowSchema),
  }),
);
export type ProductImportResponse = z.infer<typeof productImportResponseSchema>;

/** The answer of a stock change, for the list's cell. */
export const productStockResponseSchema = successEnvelopeSchema(z.object({ product: productSchema }));

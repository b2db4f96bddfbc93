import {
  ADMIN_PRODUCTS_BULK_PATH,
  ADMIN_PRODUCTS_EXPORT_PATH,
  ADMIN_PRODUCTS_IMPORT_PATH,
  ADMIN_PRODUCTS_PATH,
  adminProductExportQuerySchema,
  bulkProductsBodySchema,
  bulkProductsMessage,
  bulkProductsResponseSchema,
  idParamsSchema,
  PRODUCT_IMPORT_MAX_BYTES,
  PRODUCT_NOT_FOUND_MESSAGE,
  PRODUCTS_EXPORT_FILE_NAME,
  productImportBodySchema,
  productImportResponseSchema,
  productStockBodySchema,
  productStockResponseSchema,
  STOCK_UPDATED_MESSAGE,
} from '@aurora-store/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../auth/authenticate';
import { existingId } from '../../http/ids';
import { bulkUpdateProducts } from './bulk-products';
import { importProducts } from './import-products';
import { productExportStream } from './product-export';
import { restockProduct } from './product-stock';

/**
 * The import's body: the CSV as a JSON string. JSON escapes each quote and line break with a backslash, which
 * can make a spreadsheet's CSV up to twice as long in the body that carries it.
 */
const IMPORT_BODY_LIMIT = 2 * PRODUCT_IMPORT_MAX_BYTES + 64 * 1024;

/**
 * The catalogue tools beyond the spec: restock in place, bulk actions, the catalogue as CSV both ways (the
 * admin guard is the parent's).
 */
export const productToolsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.put(
    `${ADMIN_PRODUCTS_PATH}/:id/stock`,
    {
      schema: {
        params: idParamsSchema,
        body: productStockBodySchema,
        response: { 200: productStockResponseSchema },
      },
    },
    async (request) => {
      const id = existingId(request.params.id, PRODUCT_NOT_FOUND_MESSAGE);
      const product = await restockProduct(db, currentUser(request).id, id, request.body.stock);
      return { success: true as const, message: STOCK_UPDATED_MESSAGE, data: { product } };
    },
  );

  app.post(
    ADMIN_PRODUCTS_BULK_PATH,
    { schema: { body: bulkProductsBodySchema, response: { 200: bulkProductsResponseSchema } } },
    async (request) => {
      const { action, ids } = request.body;
      const outcome = await bulkUpdateProducts(db, currentUser(request).id, action, ids);
      return {
        success: true as const,
        message: bulkProductsMessage(action, outcome.succeeded.length),
        data: outcome,
      };
    },
  );

  app.get(
    ADMIN_PRODUCTS_EXPORT_PATH,
    { schema: { querystring: adminProductExportQuerySchema } },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${PRODUCTS_EXPORT_FILE_NAME}"`)
        .header('Cache-Control', 'no-store')
        .send(productExportStream(db, request.query)),
  );

  app.post(
    ADMIN_PRODUCTS_IMPORT_PATH,
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { body: productImportBodySchema, response: { 200: productImportResponseSchema } },
    },
    async (request) => {
      const { message, ...data } = await importProducts(db, currentUser(request).id, request.body);
      return { success: true as const, ...(message ? { message } : {}), data };
    },
  );
};

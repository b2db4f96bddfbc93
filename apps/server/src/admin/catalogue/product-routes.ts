import {
  ADMIN_PRODUCTS_PATH,
  adminProductBodySchema,
  adminProductListQuerySchema,
  adminProductListResponseSchema,
  adminProductResponseSchema,
  idParamsSchema,
  PRODUCT_CREATED_MESSAGE,
  PRODUCT_DELETED_MESSAGE,
  PRODUCT_NOT_FOUND_MESSAGE,
  PRODUCT_UPDATED_MESSAGE,
} from '@aurora-store/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../auth/authenticate';
import { notFound } from '../../http/http-error';
import { existingId } from '../../http/ids';
import { findAdminProduct, listAdminProducts } from './admin-product-list';
import { createProduct, deleteProduct, updateProduct } from './product-changes';

const PRODUCT_PATH = `${ADMIN_PRODUCTS_PATH}/:id`;

/** The admin's products: list, get, create, update, delete (the admin guard is the parent's). */
export const adminProductRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const productId = (id: string) => existingId(id, PRODUCT_NOT_FOUND_MESSAGE);

  app.get(
    ADMIN_PRODUCTS_PATH,
    {
      schema: { querystring: adminProductListQuerySchema, response: { 200: adminProductListResponseSchema } },
    },
    async (request) => ({ success: true as const, data: await listAdminProducts(db, request.query) }),
  );

  app.get(
    PRODUCT_PATH,
    { schema: { params: idParamsSchema, response: { 200: adminProductResponseSchema } } },
    async (request) => {
      const product = await findAdminProduct(db, productId(request.params.id));
      if (!product) throw notFound(PRODUCT_NOT_FOUND_MESSAGE);
      return { success: true as const, data: { product } };
    },
  );

  app.post(
    ADMIN_PRODUCTS_PATH,
    { schema: { body: adminProductBodySchema, response: { 201: adminProductResponseSchema } } },
    async (request, reply) => {
      const product = await createProduct(db, currentUser(request).id, request.body);
      return reply.code(201).send({ success: true, message: PRODUCT_CREATED_MESSAGE, data: { product } });
    },
  );

  app.put(
    PRODUCT_PATH,
    {
      schema: {
        params: idParamsSchema,
        body: adminProductBodySchema,
        response: { 200: adminProductResponseSchema },
      },
    },
    async (request) => {
      const id = productId(request.params.id);
      const product = await updateProduct(db, currentUser(request).id, id, request.body);
      return { success: true as const, message: PRODUCT_UPDATED_MESSAGE, data: { product } };
    },
  );

  app.delete(
    PRODUCT_PATH,
    { schema: { params: idParamsSchema, response: { 200: adminProductResponseSchema } } },
    async (request) => {
      const product = await deleteProduct(db, currentUser(request).id, productId(request.params.id));
      return { success: true as const, message: PRODUCT_DELETED_MESSAGE, data: { product } };
    },
  );
};

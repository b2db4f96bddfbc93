import {
  ADMIN_CATEGORIES_PATH,
  adminCategoryBodySchema,
  adminCategoryListResponseSchema,
  adminCategoryResponseSchema,
  CATEGORY_CREATED_MESSAGE,
  CATEGORY_DELETED_MESSAGE,
  CATEGORY_NOT_FOUND_MESSAGE,
  CATEGORY_UPDATED_MESSAGE,
  idParamsSchema,
} from '@aurora-store/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../auth/authenticate';
import { existingId } from '../../http/ids';
import { createCategory, deleteCategory, listCategories, updateCategory } from './admin-categories';

const CATEGORY_PATH = `${ADMIN_CATEGORIES_PATH}/:id`;

/** The admin's categories: list, create, update, delete (the admin guard is the parent's). */
export const adminCategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const categoryId = (id: string) => existingId(id, CATEGORY_NOT_FOUND_MESSAGE);

  app.get(
    ADMIN_CATEGORIES_PATH,
    { schema: { response: { 200: adminCategoryListResponseSchema } } },
    async () => ({ success: true as const, data: { categories: await listCategories(db) } }),
  );

  app.post(
    ADMIN_CATEGORIES_PATH,
    { schema: { body: adminCategoryBodySchema, response: { 201: adminCategoryResponseSchema } } },
    async (request, reply) => {
      const category = await createCategory(db, currentUser(request).id, request.body);
      return reply.code(201).send({ success: true, message: CATEGORY_CREATED_MESSAGE, data: { category } });
    },
  );

  app.put(
    CATEGORY_PATH,
    {
      schema: {
        params: idParamsSchema,
        body: adminCategoryBodySchema,
        response: { 200: adminCategoryResponseSchema },
      },
    },
    async (request) => {
      const id = categoryId(request.params.id);
      const category = await updateCategory(db, currentUser(request).id, id, request.body);
      return { success: true as const, message: CATEGORY_UPDATED_MESSAGE, data: { category } };
    },
  );

  app.delete(
    CATEGORY_PATH,
    { schema: { params: idParamsSchema, response: { 200: adminCategoryResponseSchema } } },
    async (request) => {
      const category = await deleteCategory(db, currentUser(request).id, categoryId(request.params.id));
      return { success: true as const, message: CATEGORY_DELETED_MESSAGE, data: { category } };
    },
  );
};

import {
  ADMIN_USERS_PATH,
  adminUserListQuerySchema,
  adminUserListResponseSchema,
  idParamsSchema,
  USER_NOT_FOUND_MESSAGE,
  USER_ROLE_UPDATED_MESSAGE,
  userResponseSchema,
  userRoleBodySchema,
} from '@aurora-store/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../auth/authenticate';
import { existingId } from '../../http/ids';
import { changeUserRole, listUsers } from './admin-users';

/** The admin's users: list and role change. */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    ADMIN_USERS_PATH,
    { schema: { querystring: adminUserListQuerySchema, response: { 200: adminUserListResponseSchema } } },
    async (request) => ({ success: true as const, data: await listUsers(db, request.query) }),
  );

  app.put(
    `${ADMIN_USERS_PATH}/:id/role`,
    { schema: { params: idParamsSchema, body: userRoleBodySchema, response: { 200: userResponseSchema } } },
    async (request) => {
      const userId = existingId(request.params.id, USER_NOT_FOUND_MESSAGE);
      const user = await changeUserRole(db, currentUser(request).id, userId, request.body.role);
      return { success: true as const, message: USER_ROLE_UPDATED_MESSAGE, data: { user } };
    },
  );
};

import {
  ADMIN_ORDERS_BULK_STATUS_PATH,
  ADMIN_ORDERS_EXPORT_PATH,
  ADMIN_ORDERS_PATH,
  adminOrderExportQuerySchema,
  adminOrderResponseSchema,
  bulkOrderStatusBodySchema,
  bulkOrderStatusMessage,
  bulkOrderStatusResponseSchema,
  idParamsSchema,
  ORDER_NOT_FOUND_MESSAGE,
  ORDER_NOTE_ADDED_MESSAGE,
  orderNoteBodySchema,
} from '@aurora-store/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../auth/authenticate';
import { notFound } from '../../http/http-error';
import { existingId } from '../../http/ids';
import { findAdminOrderDetail } from '../operations/admin-order-answers';
import { bulkChangeOrderStatus } from './bulk-order-status';
import { orderExportFileName } from './export-file-name';
import { orderExportStream } from './order-export';
import { addOrderNote } from './order-notes';

/**
 * The order tools beyond the spec: one status for many orders, internal notes, the orders as CSV (the admin
 * guard is the parent's, on request, before validation).
 */
export const orderToolsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.post(
    ADMIN_ORDERS_BULK_STATUS_PATH,
    { schema: { body: bulkOrderStatusBodySchema, response: { 200: bulkOrderStatusResponseSchema } } },
    async (request) => {
      const { ids, status } = request.body;
      const outcome = await bulkChangeOrderStatus(db, app.mail, {
        actorId: currentUser(request).id,
        status,
        ids,
      });
      return {
        success: true as const,
        message: bulkOrderStatusMessage(outcome.succeeded.length),
        data: outcome,
      };
    },
  );

  app.post(
    `${ADMIN_ORDERS_PATH}/:id/notes`,
    {
      schema: {
        params: idParamsSchema,
        body: orderNoteBodySchema,
        response: { 201: adminOrderResponseSchema },
      },
    },
    async (request, reply) => {
      const orderId = existingId(request.params.id, ORDER_NOT_FOUND_MESSAGE);
      await addOrderNote(db, { orderId, authorId: currentUser(request).id, text: request.body.text });
      const order = await findAdminOrderDetail(db, orderId);
      if (!order) throw notFound(ORDER_NOT_FOUND_MESSAGE);
      return reply
        .code(201)
        .send({ success: true as const, message: ORDER_NOTE_ADDED_MESSAGE, data: { order } });
    },
  );

  app.get(
    ADMIN_ORDERS_EXPORT_PATH,
    { schema: { querystring: adminOrderExportQuerySchema } },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="${orderExportFileName(new Date(), app.config.storeTimeZone)}"`,
        )
        .header('Cache-Control', 'no-store')
        .send(orderExportStream(db, request.query)),
  );
};

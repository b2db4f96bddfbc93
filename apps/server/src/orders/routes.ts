import {
  CLEAR_ORDER_HISTORY_PATH,
  clearOrderHistoryResponseSchema,
  IDEMPOTENT_REPLAY_HEADER,
  idParamsSchema,
  MY_ORDERS_PATH,
  myOrdersQuerySchema,
  myOrdersResponseSchema,
  ORDER_HISTORY_CLEARED_MESSAGE,
  ORDER_NOT_FOUND_MESSAGE,
  ORDERS_PATH,
  orderCreationHeadersSchema,
  orderCreationSchema,
  orderResponseSchema,
} from '@aurora-store/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../auth/authenticate';
import { notFound } from '../http/http-error';
import { existingId } from '../http/ids';
import { findOrderAnswer, hideOrderHistory, listMyOrders } from './order-queries';
import { placeOrder } from './place-order';

/*
 * The shopper's order calls. Authentication runs on request, before validation: a signed-out caller gets
 * the 401 that sends them to log in, never a list of what their body got wrong.
 */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    ORDERS_PATH,
    {
      onRequest: requireUser,
      schema: {
        body: orderCreationSchema,
        headers: orderCreationHeadersSchema,
        response: { 201: orderResponseSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const placed = await placeOrder(
        app.database.db,
        { userId: user.id, payload: request.body, idempotencyKey: request.headers['idempotency-key'] },
        app.mail,
      );
      const order = await findOrderAnswer(app.database.db, placed.orderId);
      if (!order) throw new Error(`Order ${placed.orderId} was placed but cannot be read`);
      // A retry gets the first answer again, marked so a client (and its logs) can tell nothing new happened.
      if (placed.replayed) reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
      else app.metrics.orderPlaced(order.totalPrice);
      return reply.code(201).send({ success: true, message: 'Order placed successfully', data: { order } });
    },
  );

  app.get(
    MY_ORDERS_PATH,
    {
      onRequest: requireUser,
      schema: { querystring: myOrdersQuerySchema, response: { 200: myOrdersResponseSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      return { success: true as const, data: await listMyOrders(app.database.db, user.id, request.query) };
    },
  );

  app.delete(
    CLEAR_ORDER_HISTORY_PATH,
    { onRequest: requireUser, schema: { response: { 200: clearOrderHistoryResponseSchema } } },
    async (request) => {
      const user = currentUser(request);
      const clearedCount = await hideOrderHistory(app.database.db, user.id);
      return { success: true as const, message: ORDER_HISTORY_CLEARED_MESSAGE, data: { clearedCount } };
    },
  );

  app.get(
    `${ORDERS_PATH}/:id`,
    {
      onRequest: requireUser,
      schema: { params: idParamsSchema, response: { 200: orderResponseSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      const order = await findOrderAnswer(
        app.database.db,
        existingId(request.params.id, ORDER_NOT_FOUND_MESSAGE),
      );
      // Another shopper's order is answered exactly like a missing one: its existence is not theirs to learn.
      if (!order || (order.user._id !== user.id && user.role !== 'admin'))
        throw notFound(ORDER_NOT_FOUND_MESSAGE);
      return { success: true as const, data: { order } };
    },
  );
};

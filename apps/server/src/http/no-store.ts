import type { FastifyInstance } from 'fastify';
import { isApiPath } from '../web/web-app';

/**
 * API answers are someone's own (the account, the cart, orders, everything under /admin) unless a route says
 * otherwise: none may be kept by the browser or by a cache on the way, which could show it to the next person
 * at a shared computer or behind the same proxy. Routes whose answers are public set their own policy (the
 * catalogue, the drawn product images).
 */
export function keepApiAnswersOutOfCaches(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApiPath(request.url) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    return payload;
  });
}

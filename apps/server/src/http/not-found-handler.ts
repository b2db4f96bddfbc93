import type { FastifyReply, FastifyRequest } from 'fastify';
import { isAppPageRequest, sendAppPage } from '../web/web-app';
import { errorEnvelope } from './error-envelope';

/** Unknown API routes answer the JSON envelope; page navigations fall back to the web app when it is built. */
export function createNotFoundHandler({ webAppServed }: { webAppServed: boolean }) {
  return (request: FastifyRequest, reply: FastifyReply) => {
    if (webAppServed && isAppPageRequest(request)) return sendAppPage(reply);
    return reply.code(404).send(errorEnvelope('Route not found'));
  };
}

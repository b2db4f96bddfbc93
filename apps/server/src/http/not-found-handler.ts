import type { FastifyReply, FastifyRequest } from 'fastify';
import { isAppPageRequest, type WebApp } from '../web/web-app';
import { errorEnvelope } from './error-envelope';

/** Unknown API routes answer the JSON envelope; page navigations fall back to the web app when it is built. */
export function createNotFoundHandler({ webApp }: { webApp: WebApp | null }) {
  return (request: FastifyRequest, reply: FastifyReply) => {
    if (webApp && isAppPageRequest(request)) return webApp.sendPage(request, reply);
    return reply.code(404).send(errorEnvelope('Route not found'));
  };
}

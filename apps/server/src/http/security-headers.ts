import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers, worked out once. @fastify/helmet built helmet's middleware again on every request (parsing the
 * content security policy each time), which cost the server about a third of its ceiling on a constant route:
 * the headers depend only on the options, so helmet runs once here against a stand-in response and every
 * request gets the same headers it would have set. A route may still set one of them itself (an SVG's own policy).
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  helmet(options)(response.req, response, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.fromEntries(
    Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]),
  );
}

export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const headers = Object.entries(helmetHeaders(options));
  app.addHook('onRequest', (_request, reply, done) => {
    // On the raw response, as helmet does, so an answer sent by an error handler keeps them too.
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}

import type { FastifyReply } from 'fastify';

/**
 * Adds a request header to the answer's Vary without dropping those already named (CORS names Origin, and
 * compression adds Accept-Encoding after the handler): `reply.header` alone would replace the list.
 */
export function addVary(reply: FastifyReply, field: string) {
  const current = reply.getHeader('vary');
  const fields =
    current === undefined
      ? []
      : String(current)
          .split(',')
          .map((name) => name.trim());
  if (fields.some((name) => name.toLowerCase() === field.toLowerCase())) return;
  reply.header('vary', [...fields, field].join(', '));
}

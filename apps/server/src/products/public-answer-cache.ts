import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';

/**
 * Micro-caching for the catalogue's public answers. Every anonymous shopper asking for the same page within
 * a short window gets the same JSON, serialized once: the database answers once per window instead of once
 * per request, which is what lets a store survive a rush on its home page. Answers that depend on who asks
 * (the product page's `canReview` for a signed-in shopper) are never cached. A window of 0 turns it off.
 */
export function createPublicAnswerCache(ttlMs: number) {
  const answers = ttlMs > 0 ? new LRUCache<string, Promise<string>>({ max: 2000, ttl: ttlMs }) : undefined;

  return async function sendPublicAnswer<Schema extends z.ZodType>(
    request: FastifyRequest,
    reply: FastifyReply,
    schema: Schema,
    load: () => Promise<z.input<Schema>>,
  ): Promise<void> {
    const key = request.url;
    let json = answers?.get(key);
    if (!json) {
      // Validated and serialized as the route's response schema would, once per window.
      json = load().then((answer) => JSON.stringify(schema.parse(answer)));
      answers?.set(key, json);
      json.catch(() => answers?.delete(key));
    }
    const body = await json;
    // Sent as a string, so Fastify's serializer does not validate and stringify it a second time. The handler
    // must then return the reply: one that sends and resolves with nothing races the onSend hooks (a compressed
    // answer went out empty, with a Content-Length of 0).
    reply.type('application/json; charset=utf-8').send(body);
  };
}

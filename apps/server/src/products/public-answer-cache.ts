import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import { type TaggedBody, taggedBody, taggedSender } from '../http/compressed-copies';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Micro-caching for the catalogue's public answers. Every anonymous shopper asking for the same page within
 * a short window gets the same JSON, serialized once: the database answers once per window instead of once
 * per request, which is what lets a store survive a rush on its home page. Answers that depend on who asks
 * (the product page's `canReview` for a signed-in shopper) are never cached. A window of 0 turns it off.
 *
 * The same window is the answer's public `max-age`: a browser or a shared cache may keep it for what is left
 * of the server's own copy, and no longer. A store already accepts that a change shows after its window (2 s
 * by default; 0 in the journeys that edit a product and look at it at once), so caching downstream adds no
 * staleness: an admin's edit shows as soon as it did before. Past that the answer is revalidated by its
 * ETag, and an unchanged one costs a 304 with no body. An answer travels compressed as the browser asks, from a
 * copy compressed once per version of the answer (`taggedSender`).
 */
export function createPublicAnswerCache(ttlMs: number) {
  const answers =
    ttlMs > 0 ? new LRUCache<string, Promise<TaggedBody>>({ max: 2000, ttl: ttlMs }) : undefined;
  const sendTagged = taggedSender();

  /** `load` answers the JSON text, validated as the route's response schema describes (see `answerText`). */
  return async function sendPublicAnswer(
    request: FastifyRequest,
    reply: FastifyReply,
    load: () => Promise<string>,
  ): Promise<void> {
    const key = answerKey(request);
    let answer = answers?.get(key);
    if (!answer) {
      // Loaded once per window.
      answer = load().then(taggedBody);
      answers?.set(key, answer);
      answer.catch(() => answers?.delete(key));
    }
    const tagged = await answer;
    const secondsLeft = answers ? Math.floor(answers.getRemainingTTL(key) / 1000) : 0;
    reply.header('cache-control', `public, max-age=${Math.max(0, secondsLeft)}`).type(JSON_TYPE);
    await sendTagged(request, reply, tagged);
  };
}

/**
 * What a public answer depends on: its route, and the parameters and query as the route's schemas read them
 * (unknown parameters dropped, texts trimmed, defaults filled). So `?sort=price_asc&search=lamp`,
 * `?search=lamp&sort=price_asc` and `?search=lamp&sort=price_asc&utm_source=mail` share one copy, and a
 * client cannot reach the database on every request by adding a parameter nothing reads.
 */
function answerKey(request: FastifyRequest): string {
  const schema = request.routeOptions.schema;
  return JSON.stringify([
    request.routeOptions.url,
    schema?.params ? request.params : null,
    schema?.querystring ? request.query : null,
  ]);
}

/**
 * Sends an answer already serialized, as text, so Fastify's serializer does not validate and stringify it a
 * second time. The handler must then return the reply: one that sends and resolves with nothing races the onSend
 * hooks (a compressed answer went out empty, with a Content-Length of 0).
 */
export function sendJsonText(reply: FastifyReply, text: string): void {
  reply.type(JSON_TYPE).send(text);
}

/** An answer validated and serialized as the route's response schema would, for `sendPublicAnswer`. */
export function answerText<Schema extends z.ZodType>(schema: Schema, answer: z.input<Schema>): string {
  return JSON.stringify(schema.parse(answer));
}

/**
 * The success envelope around data whose fields are JSON texts already validated (see product-answer-texts.ts),
 * in the order given, which is the response schema's.
 */
export function successAnswerText(data: Record<string, string>): string {
  const fields = Object.entries(data).map(([key, text]) => `${JSON.stringify(key)}:${text}`);
  return `{"success":true,"data":{${fields.join(',')}}}`;
}

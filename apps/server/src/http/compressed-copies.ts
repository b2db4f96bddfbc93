import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { isNoneMatchSatisfied, weakEntityTag } from './entity-tags';
import { addVary } from './vary';

/*
 * How answers travel compressed, for the whole server: `@fastify/compress` is registered with these settings
 * (app.ts), and the answers many shoppers ask for unchanged (the catalogue's public answers, the web app's
 * pages) are compressed once per version here instead of once per request (see `taggedSender`).
 */

/** Brotli first: a page of the catalogue is 17 KiB of JSON, 3 KiB as Brotli. */
export const ANSWER_ENCODINGS = ['br', 'gzip'] as const;

type AnswerEncoding = (typeof ANSWER_ENCODINGS)[number];

/** Quality 4, not the slow maximum: most answers are compressed as they are sent. */
export const BROTLI_OPTIONS: zlib.BrotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

/** Below this an answer is sent as it is: compressing a few hundred bytes saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

const negotiator = new Negotiator<AnswerEncoding>({ supportedValues: [...ANSWER_ENCODINGS] });

/**
 * The encoding `@fastify/compress` would choose for a request with these headers, or none. It is the plugin's
 * own negotiator and reading: `*` and `x-gzip` count as gzip, and `x-no-compression` asks for none.
 */
function negotiatedEncoding(headers: Record<string, string | string[] | undefined>): AnswerEncoding | null {
  const accepted = headers['accept-encoding'];
  if (typeof accepted !== 'string' || headers['x-no-compression'] !== undefined) return null;
  return negotiator.negotiate(accepted.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'));
}

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * How many bytes of compressed copies each sender keeps. As Brotli, a product's answer is ~1.5 KiB, a catalogue
 * page ~4 KiB, a web page ~17 KiB, a drawn product image ~0.9 KiB.
 */
const KEPT_BYTES = 16 * 1024 * 1024;

/**
 * Compressed copies of answers, kept by the answer's entity tag (a SHA-256 of its bytes) and encoding. Kept by
 * content, a copy serves every request for as long as the answer is unchanged, however it was made; a changed
 * answer has another tag. Compression runs on libuv's thread pool, off the event loop; one answer asked for by
 * many requests at once is compressed once.
 */
function compressedCopies() {
  const kept = new LRUCache<string, Buffer>({
    maxSize: KEPT_BYTES,
    sizeCalculation: (copy) => copy.length,
  });
  const compressing = new Map<string, Promise<Buffer>>();

  return function compressedCopy(body: Buffer, entityTag: string, encoding: AnswerEncoding): Promise<Buffer> {
    const key = `${encoding} ${entityTag}`;
    const copy = kept.get(key);
    if (copy) return Promise.resolve(copy);
    let pending = compressing.get(key);
    if (!pending) {
      pending = (encoding === 'br' ? brotliCompress(body, BROTLI_OPTIONS) : gzip(body))
        .then((compressed) => {
          kept.set(key, compressed);
          return compressed;
        })
        .finally(() => compressing.delete(key));
      compressing.set(key, pending);
    }
    return pending;
  };
}

/** An answer as sent: its bytes (UTF-8 for text), and the tag a conditional request names it by. */
export interface TaggedBody {
  body: Buffer;
  entityTag: string;
}

/** The text's UTF-8 bytes and its tag, encoded once for both. */
export function taggedBody(text: string): TaggedBody {
  const body = Buffer.from(text);
  return { body, entityTag: weakEntityTag(body) };
}

/**
 * A sender of tagged answers, one per kind of answer (each keeps its own copies): it sends the tag as the ETag,
 * a 304 with no body when the request's If-None-Match names it, and otherwise the body, compressed as the request
 * asks from the copy kept for its tag. Measured as a browser asks (`Accept-Encoding: gzip, deflate, br, zstd`),
 * compressing on every request held the micro-cached catalogue list to ~1,000-1,250 req/s against ~15,000 for
 * the same answer uncompressed (bench:api), and the web app's ~100 KB pages to ~130-170 req/s against ~500.
 */
export function taggedSender() {
  const compressedCopy = compressedCopies();

  return async function sendTagged(
    request: FastifyRequest,
    reply: FastifyReply,
    { body, entityTag }: TaggedBody,
  ): Promise<void> {
    reply.header('etag', entityTag);
    const compressible = body.length >= COMPRESS_THRESHOLD_BYTES;
    // Whether it travels compressed depends on the request's Accept-Encoding, so a cache must key it by that too.
    if (compressible) addVary(reply, 'accept-encoding');
    if (isNoneMatchSatisfied(request.headers['if-none-match'], entityTag)) {
      reply.code(304).send();
      return;
    }
    const encoding = compressible ? negotiatedEncoding(request.headers) : null;
    if (!encoding) {
      reply.send(body);
      return;
    }
    const copy = await compressedCopy(body, entityTag, encoding);
    // An answer with its Content-Encoding set is left alone by @fastify/compress.
    reply.header('content-encoding', encoding).send(copy);
  };
}

import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import { LRUCache } from 'lru-cache';

/*
 * How answers travel compressed, for the whole server: `@fastify/compress` is registered with these settings
 * (app.ts), and the catalogue's public answers, which many shoppers ask for unchanged, are compressed once per
 * version here instead of once per request (see `compressedCopies`).
 */

/** Brotli first: a page of the catalogue is 17 KiB of JSON, 3 KiB as Brotli. */
export const ANSWER_ENCODINGS = ['br', 'gzip'] as const;

export type AnswerEncoding = (typeof ANSWER_ENCODINGS)[number];

/** Quality 4, not the slow maximum: most answers are compressed as they are sent. */
export const BROTLI_OPTIONS: zlib.BrotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

/** Below this an answer is sent as it is: compressing a few hundred bytes saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

const negotiator = new Negotiator<AnswerEncoding>({ supportedValues: [...ANSWER_ENCODINGS] });

/**
 * The encoding `@fastify/compress` would choose for a request with these headers, or none. It is the plugin's
 * own negotiator and reading: `*` and `x-gzip` count as gzip, and `x-no-compression` asks for none.
 */
export function negotiatedEncoding(
  headers: Record<string, string | string[] | undefined>,
): AnswerEncoding | null {
  const accepted = headers['accept-encoding'];
  if (typeof accepted !== 'string' || headers['x-no-compression'] !== undefined) return null;
  return negotiator.negotiate(accepted.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'));
}

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** How many bytes of compressed answers a server keeps: a product page is ~1.5 KiB as Brotli, a list ~3 KiB. */
const KEPT_BYTES = 16 * 1024 * 1024;

/**
 * Compressed copies of answers, kept by the answer's entity tag (a SHA-256 of its bytes) and encoding. Measured
 * with `pnpm bench:api` as a browser asks (`Accept-Encoding: gzip, deflate, br, zstd`): compressing on every
 * request held the micro-cached catalogue list to ~1,200 req/s against ~16,000 for the same answer
 * uncompressed, since each request compressed the same 17 KiB again. Kept by content, a copy also serves the
 * database path for as long as the answer is unchanged. Compression runs on libuv's thread pool, off the event
 * loop; one answer asked for by many requests at once is compressed once.
 */
export function compressedCopies() {
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

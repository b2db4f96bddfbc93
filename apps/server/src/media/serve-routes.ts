import { MEDIA_NOT_FOUND_MESSAGE, MEDIA_PATH } from '@aurora-store/api/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CACHE_FOREVER } from '../http/cache-forever';
import { isNoneMatchSatisfied } from '../http/entity-tags';
import { notFound } from '../http/http-error';
import { imageWork } from './image-work';
import { type CachedPicture, createMediaCache } from './media-cache';
import { keepVariant, storedPicture, storedVariant } from './media-queries';
import { makeVariant, parseVariantName, VARIANT_CONTENT_TYPES, variantWidth } from './variants';

const MEDIA_ID = /^[0-9a-f]{64}$/;

const photoParams = z.object({ id: z.string() });
const variantParams = z.object({ id: z.string(), variant: z.string() });

/**
 * `GET /media/:id` (the stored picture) and `GET /media/:id/:width.:format` (a variant, made on its first request
 * and kept in the database for every process). Both are public and never change under their URL. A process
 * keeps the hottest ones in memory, and asks for each at most once at a time however many pages want it.
 */
export const mediaServeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const cache = createMediaCache();
  const loading = new Map<string, Promise<CachedPicture | undefined>>();

  function loadOnce(key: string, load: () => Promise<CachedPicture | undefined>) {
    const hit = cache.get(key);
    if (hit) return Promise.resolve(hit);
    let pending = loading.get(key);
    if (!pending) {
      pending = load()
        .then((picture) => {
          if (picture) cache.set(key, picture);
          return picture;
        })
        .finally(() => loading.delete(key));
      loading.set(key, pending);
    }
    return pending;
  }

  async function photo(id: string): Promise<CachedPicture> {
    const picture = MEDIA_ID.test(id) ? await loadOnce(id, async () => storedPicture(db, id)) : undefined;
    if (!picture) throw notFound(MEDIA_NOT_FOUND_MESSAGE);
    return picture;
  }

  app.get(`${MEDIA_PATH}/:id`, { schema: { params: photoParams } }, async (request, reply) => {
    const { id } = request.params;
    return send(request, reply, `"${id}"`, await photo(id));
  });

  app.get(`${MEDIA_PATH}/:id/:variant`, { schema: { params: variantParams } }, async (request, reply) => {
    const asked = parseVariantName(request.params.variant);
    if (!asked) throw notFound(MEDIA_NOT_FOUND_MESSAGE);
    const { id } = request.params;
    const original = await photo(id);
    const width = variantWidth(asked.width, original.width);
    const name = `${width}.${asked.format}`;
    const tag = `"${id}-${name}"`;
    if (isNoneMatchSatisfied(request.headers['if-none-match'], tag)) return notModified(reply, tag);
    const variant = await loadOnce(`${id}/${name}`, async () => {
      const contentType = VARIANT_CONTENT_TYPES[asked.format];
      const kept = await storedVariant(db, id, width, asked.format);
      if (kept) return { contentType, width, data: kept };
      const data = await imageWork(() => makeVariant(original.data, width, asked.format));
      await keepVariant(db, { mediaId: id, width, format: asked.format, data });
      return { contentType, width, data };
    });
    if (!variant) throw notFound(MEDIA_NOT_FOUND_MESSAGE);
    return send(request, reply, tag, variant);
  });
};

/** The picture with its validator; a browser holding this very picture gets a 304 instead. */
function send(request: FastifyRequest, reply: FastifyReply, tag: string, picture: CachedPicture) {
  if (isNoneMatchSatisfied(request.headers['if-none-match'], tag)) return notModified(reply, tag);
  return reply
    .header('content-type', picture.contentType)
    .header('cache-control', CACHE_FOREVER)
    .header('etag', tag)
    .send(Buffer.from(picture.data.buffer, picture.data.byteOffset, picture.data.byteLength));
}

function notModified(reply: FastifyReply, tag: string) {
  return reply.code(304).header('cache-control', CACHE_FOREVER).header('etag', tag).send();
}

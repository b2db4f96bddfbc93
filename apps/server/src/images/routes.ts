import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CACHE_FOREVER } from '../http/cache-forever';
import { notFound } from '../http/http-error';
import { productImagePng } from './product-image-png';
import { PRODUCT_IMAGES_PATH, productImageSvg } from './product-images';

/** An SVG opened on its own is a document: it may draw and style itself, and nothing else. */
const SVG_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

/**
 * The demo catalogue's product pictures, drawn by the server itself so the store needs no image host: `x.svg`
 * for the pages, `x.png` the same drawing for link previews.
 */
export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${PRODUCT_IMAGES_PATH}/:fileName`,
    { schema: { params: z.object({ fileName: z.string() }) } },
    async (request, reply) => {
      const png = productImagePng(request.params.fileName);
      if (png) {
        return reply
          .header('content-type', 'image/png')
          .header('cache-control', CACHE_FOREVER)
          .send(await png);
      }
      const svg = productImageSvg(request.params.fileName);
      if (svg === undefined) throw notFound('Image not found');
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', CACHE_FOREVER)
        .header('content-security-policy', SVG_CONTENT_SECURITY_POLICY)
        .send(svg);
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CACHE_FOREVER } from '../http/cache-forever';
import { type TaggedBody, taggedBody, taggedSender } from '../http/compressed-copies';
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
  // Each drawing is the same for every visitor: tagged once and compressed once per encoding (a page of the
  // catalogue asks for twelve). One entry per file name of the demo catalogue's drawings, a fixed set.
  const sendTagged = taggedSender();
  const taggedSvgs = new Map<string, TaggedBody>();

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
      const { fileName } = request.params;
      const svg = productImageSvg(fileName);
      if (svg === undefined) throw notFound('Image not found');
      let tagged = taggedSvgs.get(fileName);
      if (!tagged) {
        tagged = taggedBody(svg);
        taggedSvgs.set(fileName, tagged);
      }
      reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', CACHE_FOREVER)
        .header('content-security-policy', SVG_CONTENT_SECURITY_POLICY);
      await sendTagged(request, reply, tagged);
      return reply;
    },
  );
};

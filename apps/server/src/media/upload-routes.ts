import { createHash } from 'node:crypto';
import {
  ADMIN_MEDIA_PATH,
  MEDIA_FILE_MISSING_MESSAGE,
  mediaTooLargeMessage,
  mediaUploadResponseSchema,
  TOO_MANY_UPLOADS_MESSAGE,
} from '@aurora-store/api/contract';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireAdmin } from '../auth/authenticate';
import { badRequest, HttpError } from '../http/http-error';
import type { RateLimiter, RateLimitRule } from '../rate-limit/rate-limiter';
import { imageWork } from './image-work';
import { findMedia, keepMedia, mediaAnswer, touchMedia } from './media-queries';
import { processUpload } from './process-upload';

/** Far above an admin adding photos by hand or dropping a folder of them; a runaway script meets the 429. */
export const MEDIA_UPLOADS_PER_ADMIN: RateLimitRule = {
  name: 'media-uploads-per-admin',
  points: 60,
  durationSeconds: 60,
};

/**
 * `POST /api/admin/media`: one photo as the multipart part `file`. Multipart is registered in this scope alone,
 * so no other route reads multipart bodies; the admin check runs before a byte of the body is read.
 */
export const mediaUploadRoutes: FastifyPluginAsyncZod<{ uploads: RateLimiter }> = async (
  app,
  { uploads },
) => {
  const { db } = app.database;
  const maxBytes = app.config.mediaMaxBytes;
  app.addHook('onRequest', requireAdmin);
  await app.register(fastifyMultipart, { limits: { fileSize: maxBytes, files: 1 } });

  /** The uploaded bytes, whole: a file over the limit is refused as soon as it passes it. */
  async function readUpload(request: FastifyRequest): Promise<Buffer> {
    if (!request.isMultipart()) throw badRequest(MEDIA_FILE_MISSING_MESSAGE);
    try {
      const file = await request.file();
      if (!file) throw badRequest(MEDIA_FILE_MISSING_MESSAGE);
      return await file.toBuffer();
    } catch (error) {
      if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
        throw new HttpError(413, mediaTooLargeMessage(maxBytes));
      }
      if (error instanceof HttpError) throw error;
      // A body that is not well-formed multipart (no boundary, cut short): the client's fault, said plainly.
      request.log.info({ reason: error instanceof Error ? error.message : String(error) }, 'Bad upload');
      throw badRequest(MEDIA_FILE_MISSING_MESSAGE);
    }
  }

  app.post(
    ADMIN_MEDIA_PATH,
    { schema: { response: { 200: mediaUploadResponseSchema, 201: mediaUploadResponseSchema } } },
    async (request, reply) => {
      const decision = await uploads.consume(currentUser(request).id);
      if (!decision.allowed) {
        reply.header('retry-after', String(decision.retryAfterSeconds));
        throw new HttpError(429, TOO_MANY_UPLOADS_MESSAGE);
      }
      const upload = await readUpload(request);
      const id = createHash('sha256').update(upload).digest('hex');
      // The same bytes were uploaded before: their photo is the answer, without processing them again.
      const existing = await findMedia(db, id);
      if (existing) {
        await touchMedia(db, id);
        return reply.code(200).send({ success: true, data: { media: mediaAnswer(existing) } });
      }
      const { media, created } = await keepMedia(db, id, await imageWork(() => processUpload(upload)));
      return reply.code(created ? 201 : 200).send({ success: true, data: { media: mediaAnswer(media) } });
    },
  );
};

import { z } from 'zod';
import { successEnvelopeSchema } from './envelope';

/** A stored photo: `id` is the SHA-256 of the bytes uploaded, so the same file uploaded twice is one photo. */
export const mediaSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{64}$/),
  /** `/media/{id}`; `mediaVariantUrl` gives its resized copies. */
  url: z.string(),
  /** The stored picture's, turned upright: a portrait photo taken sideways answers its portrait size. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  contentType: z.string(),
  /** The stored picture's size, not the upload's. */
  bytes: z.number().int().positive(),
});
export type Media = z.infer<typeof mediaSchema>;

/** `POST /api/admin/media`: 201 for a new photo, 200 with the same photo when those bytes came before. */
export const mediaUploadResponseSchema = successEnvelopeSchema(z.object({ media: mediaSchema }));
export type MediaUploadResponse = z.infer<typeof mediaUploadResponseSchema>;

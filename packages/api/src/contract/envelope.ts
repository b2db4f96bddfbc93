import { z } from 'zod';

/** One invalid field of a request, as the server reports it and a form shows it. */
export const fieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Every failed call answers this shape, whatever the status (api.md, Conventions). */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** Every successful call answers `{ success: true, message?, data }`. */
export function successEnvelopeSchema<Data extends z.ZodType>(data: Data) {
  return z.object({
    success: z.literal(true),
    message: z.string().optional(),
    data,
  });
}
export type SuccessEnvelope<Data> = { success: true; message?: string; data: Data };

import { z } from 'zod';
import { successEnvelopeSchema } from './envelope';

export const databaseStateSchema = z.enum(['connected', 'unavailable']);

/** `GET /api/health`: 200 when the server and its database answer, otherwise 503 with the error envelope. */
export const healthDataSchema = z.object({
  status: z.literal('ok'),
  /** Seconds since the server process started. */
  uptime: z.number().nonnegative(),
  database: databaseStateSchema,
});
export type HealthData = z.infer<typeof healthDataSchema>;

export const healthResponseSchema = successEnvelopeSchema(healthDataSchema);
export type HealthResponse = z.infer<typeof healthResponseSchema>;

export const livenessDataSchema = z.object({
  status: z.literal('ok'),
  uptime: z.number().nonnegative(),
});
export const livenessResponseSchema = successEnvelopeSchema(livenessDataSchema);

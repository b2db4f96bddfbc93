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

/**
 * `GET /api/health/ready`: 200 when every check passed; otherwise 503 with the error envelope, one entry of
 * `errors` per failed check (`field` names the check: database or migrations). Redis is reported, never
 * failed: without it the rate limits count in each process's memory and the process goes on serving.
 */
export const readinessDataSchema = z.object({
  status: z.literal('ready'),
  database: z.literal('connected'),
  /** Every migration this server version knows is applied to the database. */
  migrations: z.literal('applied'),
  /** `not-configured` without `REDIS_URL`; `unreachable` while it does not answer. */
  redis: z.enum(['connected', 'unreachable', 'not-configured']),
});
export type ReadinessData = z.infer<typeof readinessDataSchema>;
export const readinessResponseSchema = successEnvelopeSchema(readinessDataSchema);

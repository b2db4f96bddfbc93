import path from 'node:path';
import { DEFAULT_MEDIA_MAX_BYTES } from '@aurora-store/api/contract';
import { z } from 'zod';
import { parseBackupInterval } from './backup/backup-interval';
import { type BackupSchedule, backupSchedule } from './backup/backup-schedule-config';
import { DEFAULT_PGLITE_SHARED_BUFFERS_MB } from './db/pglite-client';
import { parseCorsOrigins } from './http/cors-origins';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy';
import { DEFAULT_RETRY_DELAY_MS } from './mail/retry-schedule';
import { repositoryRoot } from './paths';

/** Unset and empty variables both mean "use the default" (an empty `DATABASE_URL=` must not mean PostgreSQL). */
const optionalText = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());

/** Whether the runtime's time zone data knows the zone ('Europe/Paris'; 'Mars/Olympus' is not one). */
function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * How many accounts one address may register in 15 minutes by default: enough for a household, an office or a
 * classroom behind one address, and for the test journeys that register from 127.0.0.1 (a dozen per store at
 * most), yet a script creating accounts in bulk meets the 429 quickly.
 */
export const DEFAULT_REGISTRATIONS_PER_ADDRESS = 30;

/** New products are announced once a day: a shopper gets at most one such mail a day anyway. */
const DEFAULT_ANNOUNCEMENT_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** `true` or `false`; unset or empty is `false`. */
const onOff = z.preprocess(
  (value) => (value === '' || value === undefined ? 'false' : value),
  z.enum(['true', 'false'], { message: 'must be true or false' }).transform((value) => value === 'true'),
);

/** A whole, positive number of milliseconds (eight digits at most: about a day). */
const positiveMs = optionalText
  .refine((value) => value === undefined || (/^\d{1,8}$/.test(value) && Number(value) >= 1), {
    message: 'must be a whole number of milliseconds from 1 to 99999999',
  })
  .transform((value) => (value === undefined ? undefined : Number(value)));

const environmentSchema = z.object({
  PORT: optionalText
    .refine((value) => value === undefined || (/^\d{1,5}$/.test(value) && Number(value) <= 65_535), {
      message: 'must be a whole number from 0 to 65535',
    })
    .transform((value) => (value === undefined ? 3000 : Number(value))),
  HOST: optionalText.transform((value) => value ?? 'localhost'),
  DATA_DIR: optionalText,
  DATABASE_URL: optionalText.refine((value) => value === undefined || /^postgres(ql)?:\/\//.test(value), {
    message: 'must start with postgres:// or postgresql://',
  }),
  // PGlite's memory is 32-bit WebAssembly: a start with 2 GB of cache fails, one with 1 GB succeeds.
  PGLITE_SHARED_BUFFERS_MB: optionalText
    .refine(
      (value) =>
        value === undefined || (/^\d{1,4}$/.test(value) && Number(value) >= 1 && Number(value) <= 1024),
      {
        message: 'must be a whole number of megabytes from 1 to 1024',
      },
    )
    .transform((value) => (value === undefined ? DEFAULT_PGLITE_SHARED_BUFFERS_MB : Number(value))),
  WEB_DIST_DIR: optionalText,
  LOG_LEVEL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  ADMIN_EMAIL: optionalText.refine((value) => value === undefined || z.email().safeParse(value).success, {
    message: 'must be an email address',
  }),
  ADMIN_PASSWORD: optionalText.refine((value) => value === undefined || value.length >= 8, {
    message: 'must be at least 8 characters long',
  }),
  REDIS_URL: optionalText.refine((value) => value === undefined || /^rediss?:\/\//.test(value), {
    message: 'must start with redis:// or rediss://',
  }),
  // The metrics name the store's routes, its traffic and its sales: only a scraper holding a hard-to-guess
  // token may read them.
  METRICS_TOKEN: optionalText.refine((value) => value === undefined || value.length >= 16, {
    message: 'must be at least 16 characters long',
  }),
  SMTP_URL: optionalText.refine((value) => value === undefined || /^smtps?:\/\//.test(value), {
    message: 'must start with smtp:// or smtps://',
  }),
  MAIL_FROM: optionalText.transform((value) => value ?? 'Aurora Store <no-reply@aurora-store.local>'),
  MAIL_POLL_INTERVAL_MS: positiveMs.transform((value) => value ?? 10_000),
  MAIL_RETRY_DELAY_MS: positiveMs.transform((value) => value ?? DEFAULT_RETRY_DELAY_MS),
  ANNOUNCEMENT_INTERVAL_MS: positiveMs.transform((value) => value ?? DEFAULT_ANNOUNCEMENT_INTERVAL_MS),
  PUBLIC_URL: optionalText.refine((value) => value === undefined || /^https?:\/\//.test(value), {
    message: 'must start with http:// or https://',
  }),
  CATALOGUE_CACHE_MS: optionalText
    .refine((value) => value === undefined || /^\d{1,6}$/.test(value), {
      message: 'must be a whole number of milliseconds',
    })
    .transform((value) => (value === undefined ? 2000 : Number(value))),
  STORE_TIME_ZONE: optionalText.refine((value) => value === undefined || isTimeZone(value), {
    message: 'must be an IANA time zone such as UTC, Europe/Paris or America/New_York',
  }),
  CORS_ORIGINS: optionalText.transform((value, context) => {
    const origins = parseCorsOrigins(value ?? '');
    if (Array.isArray(origins)) return origins;
    context.addIssue({ code: 'custom', message: origins.problem });
    return z.NEVER;
  }),
  TRUST_PROXY: optionalText.transform((value, context) => {
    const trust = parseTrustProxy(value);
    if (typeof trust !== 'object' || Array.isArray(trust)) return trust;
    context.addIssue({ code: 'custom', message: trust.problem });
    return z.NEVER;
  }),
  REGISTRATIONS_PER_ADDRESS: optionalText
    .refine((value) => value === undefined || /^\d{1,6}$/.test(value), {
      message: 'must be a whole number (0 lifts the limit)',
    })
    .transform((value) => (value === undefined ? DEFAULT_REGISTRATIONS_PER_ADDRESS : Number(value))),
  SERVE_SOURCE_MAPS: onOff,
  MEDIA_MAX_BYTES: optionalText
    .refine((value) => value === undefined || (/^\d{1,10}$/.test(value) && Number(value) >= 1), {
      message: 'must be a whole number of bytes',
    })
    .transform((value) => (value === undefined ? DEFAULT_MEDIA_MAX_BYTES : Number(value))),
  BACKUP_DIR: optionalText,
  BACKUP_EVERY: optionalText.transform((value, context) => {
    if (value === undefined) return undefined;
    const ms = parseBackupInterval(value);
    if (typeof ms === 'number') return ms;
    context.addIssue({ code: 'custom', message: ms.problem });
    return z.NEVER;
  }),
  BACKUP_KEEP: optionalText
    .refine((value) => value === undefined || (/^\d{1,4}$/.test(value) && Number(value) >= 1), {
      message: 'must be a whole number of backups to keep, 1 or more',
    })
    .transform((value) => (value === undefined ? undefined : Number(value))),
  // HS256 is only as strong as its key: refuse short secrets rather than sign with them.
  JWT_SECRET: optionalText.refine((value) => value === undefined || value.length >= 32, {
    message: 'must be at least 32 characters long',
  }),
});

export type LogLevel = z.output<typeof environmentSchema>['LOG_LEVEL'];

export interface Config {
  port: number;
  host: string;
  /** Where PGlite keeps its files; unused when `databaseUrl` is set. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** PGlite's page cache (PostgreSQL's `shared_buffers`), in megabytes; unused when `databaseUrl` is set. */
  pgliteSharedBuffersMb: number;
  webDistDir: string;
  logLevel: LogLevel;
  /** A secret given by the operator; otherwise one is generated once and kept in the database. */
  jwtSecret: string | undefined;
  /** The administrator the first start creates; without a password one is generated and printed once. */
  adminEmail: string;
  adminPassword: string | undefined;
  /** Where rate-limit counters live so every process shares them; in memory without it. */
  redisUrl: string | undefined;
  /** `GET /metrics` answers a scraper that sends this bearer token; without it there is no such route. */
  metricsToken: string | undefined;
  /** Mail goes out through this SMTP server; without it mail is logged and kept in the outbox table. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** How often the mail delivery worker looks for due mail it was not woken for (other processes', retries). */
  mailPollIntervalMs: number;
  /** The wait before a failed mail's first retry; it doubles with each further failure (mail/retry-schedule.ts). */
  mailRetryDelayMs: number;
  /** How often one process looks for products newly on sale to announce; a shopper gets at most one a day. */
  announcementIntervalMs: number;
  /** The address shoppers reach the store at, for links in mail (password reset, orders). */
  publicUrl: string;
  /** How long the catalogue's public answers are reused before the database is asked again. */
  catalogueCacheMs: number;
  /** Where the store is: a coupon date sent without a zone ('2026-11-01T00:00') is read in this IANA zone. */
  storeTimeZone: string;
  /** Other origins whose pages may call the API from the browser (CORS); none by default. */
  corsOrigins: string[];
  /** Which proxies' X-Forwarded-For to believe for the client's address (Fastify's `trustProxy`); none by default. */
  trustProxy: TrustProxy;
  /** How many registrations one address may make in 15 minutes; 0 lifts the limit. */
  registrationsPerAddress: number;
  /** Whether the web build's source maps are served; they are written for error reports, not for the public. */
  serveSourceMaps: boolean;
  /** The largest product photo an admin may upload, in bytes. */
  mediaMaxBytes: number;
  /** The server's own scheduled backups (`BACKUP_DIR`); none without it. */
  backups: BackupSchedule | undefined;
}

/** Thrown for a bad environment; its message is meant to be shown as is, without a stack. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment: ${problems.join('; ')}`);
  }
  const env = parsed.data;
  // `pnpm start` runs the server from apps/server; pnpm keeps the folder the person typed the command in
  // as INIT_CWD, and that is where their relative DATA_DIR or WEB_DIST_DIR points from.
  const invocationDir = environment.INIT_CWD || process.cwd();
  const backups = backupSchedule(env, invocationDir);
  if (backups && 'problem' in backups) throw new ConfigError(`Invalid environment: ${backups.problem}`);
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR ? path.resolve(invocationDir, env.DATA_DIR) : path.join(repositoryRoot, '.data'),
    databaseUrl: env.DATABASE_URL,
    pgliteSharedBuffersMb: env.PGLITE_SHARED_BUFFERS_MB,
    webDistDir: env.WEB_DIST_DIR
      ? path.resolve(invocationDir, env.WEB_DIST_DIR)
      : path.join(repositoryRoot, 'apps/web/dist'),
    logLevel: env.LOG_LEVEL,
    jwtSecret: env.JWT_SECRET,
    adminEmail: (env.ADMIN_EMAIL ?? 'admin@aurora-store.local').toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD,
    redisUrl: env.REDIS_URL,
    metricsToken: env.METRICS_TOKEN,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    mailPollIntervalMs: env.MAIL_POLL_INTERVAL_MS,
    mailRetryDelayMs: env.MAIL_RETRY_DELAY_MS,
    announcementIntervalMs: env.ANNOUNCEMENT_INTERVAL_MS,
    catalogueCacheMs: env.CATALOGUE_CACHE_MS,
    storeTimeZone: env.STORE_TIME_ZONE ?? 'UTC',
    corsOrigins: env.CORS_ORIGINS,
    trustProxy: env.TRUST_PROXY,
    registrationsPerAddress: env.REGISTRATIONS_PER_ADDRESS,
    serveSourceMaps: env.SERVE_SOURCE_MAPS,
    mediaMaxBytes: env.MEDIA_MAX_BYTES,
    backups,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
  };
}

import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';

export interface CallOptions {
  body?: unknown;
  /** A bearer token to send. */
  token?: string;
  /** The caller's address; tests that count attempts per address give each its own. */
  ip?: string;
  /** The X-Forwarded-For a proxy (or someone pretending to be one) adds. */
  forwardedFor?: string;
}

/** One call to the app as a browser would make it: JSON body, optional bearer token, from an address. */
export function call(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  options: CallOptions = {},
) {
  return app.inject({
    method,
    url,
    ...(options.body === undefined ? {} : { payload: JSON.stringify(options.body) }),
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {}),
    },
    remoteAddress: options.ip ?? randomIp(),
  });
}

/** An address no other test uses, so rate limits counted per address never leak between tests. */
export function randomIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export function uniqueEmail(name = 'shopper'): string {
  return `${name}-${randomUUID().slice(0, 8)}@aurora.test`;
}

export function registration(
  fields: Partial<Record<'firstName' | 'lastName' | 'email' | 'password', string>> = {},
) {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: uniqueEmail(),
    password: 'analytical-engine',
    ...fields,
  };
}

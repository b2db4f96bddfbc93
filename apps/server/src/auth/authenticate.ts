import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { users } from '../db/schema';
import { forbidden, unauthorized } from '../http/http-error';
import { isUuid } from '../http/ids';
import { verifyToken } from './tokens';

export type AuthUser = typeof users.$inferSelect;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by the requireUser, requireAdmin or optionalUser pre-handlers. */
    authUser: AuthUser | null;
  }
}

export function registerAuthentication(app: FastifyInstance) {
  app.decorateRequest('authUser', null);
}

/**
 * The user a request's bearer token names, checked against the database on every call: a deleted account,
 * a changed password (token version) or a forged token all mean nobody.
 */
async function userFromToken(app: FastifyInstance, request: FastifyRequest): Promise<AuthUser | null> {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const claims = await verifyToken(app.jwtKey, header.slice('Bearer '.length).trim());
  if (!claims || !isUuid(claims.userId)) return null;
  const [user] = await app.database.db
    .select()
    .from(users)
    .where(and(eq(users.id, claims.userId), isNull(users.deletedAt)))
    .limit(1);
  return user && user.tokenVersion === claims.version ? user : null;
}

/** Pre-handler: the call needs a signed-in user (401 otherwise). */
export async function requireUser(this: FastifyInstance, request: FastifyRequest) {
  request.authUser = await userFromToken(this, request);
  if (!request.authUser) throw unauthorized('Not authorized, please log in');
}

/** Pre-handler: the call needs an administrator (401 signed out, 403 for a shopper). */
export async function requireAdmin(this: FastifyInstance, request: FastifyRequest) {
  request.authUser = await userFromToken(this, request);
  if (!request.authUser) throw unauthorized('Not authorized, please log in');
  if (request.authUser.role !== 'admin') throw forbidden('Admin access required');
}

/** Pre-handler: a call anyone may make that says more to a signed-in user (an invalid token counts as none). */
export async function optionalUser(this: FastifyInstance, request: FastifyRequest) {
  request.authUser = await userFromToken(this, request);
}

/** The signed-in user inside a handler behind requireUser or requireAdmin. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw unauthorized('Not authorized, please log in');
  return request.authUser;
}

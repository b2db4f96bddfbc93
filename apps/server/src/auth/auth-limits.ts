import {
  TOO_MANY_LOGIN_ATTEMPTS_MESSAGE,
  TOO_MANY_REGISTRATIONS_MESSAGE,
  TOO_MANY_RESET_REQUESTS_MESSAGE,
  TOO_MANY_VERIFICATION_REQUESTS_MESSAGE,
} from '@aurora-store/api/contract';
import type { FastifyReply } from 'fastify';
import { HttpError } from '../http/http-error';
import type { RateLimiter, RateLimitRule, RateLimitStore } from '../rate-limit/rate-limiter';

const FIFTEEN_MINUTES = 15 * 60;

/** Guessing one account's password: 5 wrong tries, then wait. A right password clears the count. */
export const LOGIN_FAILURES_PER_EMAIL: RateLimitRule = {
  name: 'login-failures-per-email',
  points: 5,
  durationSeconds: FIFTEEN_MINUTES,
};
/** Trying many accounts from one address (generous: a household or an office shares one address). */
export const LOGIN_FAILURES_PER_IP: RateLimitRule = {
  name: 'login-failures-per-ip',
  points: 20,
  durationSeconds: FIFTEEN_MINUTES,
};
/** Each request may send a mail: a few per hour per address keeps anyone from flooding an inbox. */
export const RESET_REQUESTS_PER_EMAIL: RateLimitRule = {
  name: 'reset-requests-per-email',
  points: 3,
  durationSeconds: 60 * 60,
};
export const RESET_REQUESTS_PER_IP: RateLimitRule = {
  name: 'reset-requests-per-ip',
  points: 10,
  durationSeconds: FIFTEEN_MINUTES,
};

/** A new verification link mails the account's own inbox: a few an hour is plenty for a lost mail. */
export const VERIFICATION_RESENDS_PER_ACCOUNT: RateLimitRule = {
  name: 'verification-resends-per-account',
  points: 3,
  durationSeconds: 60 * 60,
};

/** Accounts made from one address (`REGISTRATIONS_PER_ADDRESS`; each costs a password hash and a row). */
export function registrationsPerIp(points: number): RateLimitRule {
  return { name: 'registrations-per-ip', points, durationSeconds: FIFTEEN_MINUTES };
}

/**
 * The auth calls' limits. An attempt is counted before its password is checked, so a burst of parallel
 * guesses cannot all slip through before the first failure is recorded; a success gives its count back.
 * Unknown emails count like known ones, so a 429 says nothing about which accounts exist.
 */
export function createAuthLimits(store: RateLimitStore, { registrations }: { registrations: number }) {
  const registerPerIp = registrations > 0 ? store.limiter(registrationsPerIp(registrations)) : undefined;
  const loginPerEmail = store.limiter(LOGIN_FAILURES_PER_EMAIL);
  const loginPerIp = store.limiter(LOGIN_FAILURES_PER_IP);
  const resetPerEmail = store.limiter(RESET_REQUESTS_PER_EMAIL);
  const resetPerIp = store.limiter(RESET_REQUESTS_PER_IP);
  const resendPerAccount = store.limiter(VERIFICATION_RESENDS_PER_ACCOUNT);

  return {
    /** Counts a registration, taken or not (a taken email is an answer worth limiting too); 0 counts none. */
    async countRegistration(reply: FastifyReply, ip: string) {
      if (registerPerIp) await enforce(reply, registerPerIp, ip, TOO_MANY_REGISTRATIONS_MESSAGE);
    },
    /** Counts a login attempt; throws the 429 when the address or the email has failed too often. */
    async countLoginAttempt(reply: FastifyReply, ip: string, email: string) {
      await enforce(reply, loginPerIp, ip, TOO_MANY_LOGIN_ATTEMPTS_MESSAGE);
      await enforce(reply, loginPerEmail, email, TOO_MANY_LOGIN_ATTEMPTS_MESSAGE);
    },
    /** Only failures count: the address gets its attempt back, the email starts afresh. */
    async loginSucceeded(ip: string, email: string) {
      await Promise.all([loginPerIp.reward(ip), loginPerEmail.reset(email)]);
    },
    /** Whoever can reset the password owns the mailbox: a lock-out by someone else's guesses ends. */
    async passwordWasReset(email: string) {
      await loginPerEmail.reset(email);
    },
    async countResetRequest(reply: FastifyReply, ip: string, email: string) {
      await enforce(reply, resetPerIp, ip, TOO_MANY_RESET_REQUESTS_MESSAGE);
      await enforce(reply, resetPerEmail, email, TOO_MANY_RESET_REQUESTS_MESSAGE);
    },
    /** Counted whether or not a mail goes, so the limit says nothing about the address's state either. */
    async countVerificationResend(reply: FastifyReply, userId: string) {
      await enforce(reply, resendPerAccount, userId, TOO_MANY_VERIFICATION_REQUESTS_MESSAGE);
    },
  };
}

export type AuthLimits = ReturnType<typeof createAuthLimits>;

async function enforce(reply: FastifyReply, limiter: RateLimiter, key: string, message: string) {
  const decision = await limiter.consume(key);
  if (decision.allowed) return;
  reply.header('retry-after', String(decision.retryAfterSeconds));
  throw new HttpError(429, message);
}

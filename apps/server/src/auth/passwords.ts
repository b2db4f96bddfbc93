import { type Algorithm, hash, verify } from '@node-rs/argon2';

// Algorithm is an ambient const enum that isolated modules cannot read; 2 is its Argon2id member.
const ARGON2ID = 2 as Algorithm.Argon2id;

/** argon2id with OWASP's minimum: 19 MiB of memory, 2 iterations, 1 lane. */
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash matches no password.
    return false;
  }
}

/**
 * A real hash of a random password: checking a login for an unknown email against it costs the same time
 * as checking a real account, so the answer's timing does not tell which emails have accounts.
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(crypto.randomUUID());
  return decoyHash;
}

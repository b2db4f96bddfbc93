import { type PublicUser, USER_ROLES } from '@aurora-store/api';

/**
 * The user a reload left in storage, if it still looks like one. Checked by hand rather than with the
 * contract's zod schema, which would put zod on every first visit; the profile is refetched on load anyway,
 * so this copy only has to be good enough to draw the header until the server's answer replaces it.
 */
export function storedUser(value: unknown): PublicUser | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const user = value as Record<string, unknown>;
  const hasText = (key: string) => typeof user[key] === 'string';
  const isUser =
    ['_id', 'firstName', 'lastName', 'email', 'createdAt'].every(hasText) &&
    (user.phone === null || hasText('phone')) &&
    USER_ROLES.some((role) => role === user.role) &&
    typeof user.isEmailVerified === 'boolean' &&
    typeof user.preferences === 'object' &&
    user.preferences !== null;
  return isUser ? (value as PublicUser) : undefined;
}

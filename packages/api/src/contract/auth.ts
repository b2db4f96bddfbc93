import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants';
import { successEnvelopeSchema } from './envelope';
import { notificationPreferencesSchema, publicUserSchema } from './user';

export const REGISTER_PATH = '/api/auth/register';
export const LOGIN_PATH = '/api/auth/login';
export const ME_PATH = '/api/auth/me';
export const PROFILE_PATH = '/api/auth/profile';
export const CHANGE_PASSWORD_PATH = '/api/auth/change-password';
export const PREFERENCES_PATH = '/api/auth/preferences';
export const ACCOUNT_PATH = '/api/auth/account';
export const FORGOT_PASSWORD_PATH = '/api/auth/forgot-password';
export const RESET_PASSWORD_PATH = '/api/auth/reset-password';

/** Messages the server is the source of; screens show them as they come. */
export const REGISTERED_MESSAGE = 'Registration successful';
export const EMAIL_TAKEN_MESSAGE = 'User already exists with this email';
export const LOGGED_IN_MESSAGE = 'Login successful';
/** The one answer for an unknown email, a wrong password and a deleted account alike. */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid credentials';
export const TOO_MANY_LOGIN_ATTEMPTS_MESSAGE = 'Too many login attempts, please try again later';
export const PROFILE_UPDATED_MESSAGE = 'Profile updated successfully';
export const PREFERENCES_UPDATED_MESSAGE = 'Preferences updated successfully';
export const PASSWORD_CHANGED_MESSAGE = 'Password changed successfully';
export const CURRENT_PASSWORD_INCORRECT_MESSAGE = 'Current password is incorrect';
export const PASSWORD_INCORRECT_MESSAGE = 'Password is incorrect';
export const ACCOUNT_DELETED_MESSAGE = 'Account deleted successfully';
export const LAST_ADMIN_MESSAGE = 'The last administrator cannot delete their account';
/** The same answer whether or not an account has that email. */
export const RESET_LINK_SENT_MESSAGE = 'If an account exists for that email, a reset link has been sent.';
export const TOO_MANY_RESET_REQUESTS_MESSAGE = 'Too many password reset requests, please try again later';
export const PASSWORD_RESET_MESSAGE = 'Password has been reset. You can now log in.';
export const INVALID_RESET_TOKEN_MESSAGE = 'Invalid or expired reset token';

export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`;
/** argon2 takes any length, but a megabyte "password" is an attack, not a secret. */
export const PASSWORD_MAX_LENGTH = 1024;
export const NAME_MAX_LENGTH = 50;
export const PHONE_MAX_LENGTH = 20;
/** RFC 5321's limit on a forward path. */
export const EMAIL_MAX_LENGTH = 254;

const requiredText = (requiredMessage: string, max: number, label: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, `${label} must be at most ${max} characters`);

/**
 * An email as accounts know it: trimmed and lower-case, so `Ada@Example.com` and `ada@example.com` are one
 * account. The reserved `.invalid` domain is refused: erased accounts' addresses live there.
 */
export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters`)
  .pipe(z.email('Please enter a valid email address'))
  .transform((email) => email.toLowerCase())
  .refine((email) => !email.endsWith('.invalid'), 'Please enter a valid email address');

/** A password being chosen: the spec's minimum length and message. */
export const newPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`);

/** A password being checked: any non-empty text (the rules of the day it was chosen may have differed). */
const givenPassword = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`);

/** An optional phone: digits with the usual separators; empty means none. */
const phoneSchema = z
  .string({ error: 'Phone number must be text' })
  .trim()
  .max(PHONE_MAX_LENGTH, `Phone number must be at most ${PHONE_MAX_LENGTH} characters`)
  .regex(/^[0-9+()\-.\s]*$/, 'Please enter a valid phone number')
  .nullable()
  .transform((phone) => (phone ? phone : null));

/** The registration payload (spec section 3); confirmPassword and the terms box stay in the form. */
export const registerBodySchema = z.object({
  firstName: requiredText('First name is required', NAME_MAX_LENGTH, 'First name'),
  lastName: requiredText('Last name is required', NAME_MAX_LENGTH, 'Last name'),
  email: emailSchema,
  password: newPasswordSchema,
});
export type RegisterBody = z.input<typeof registerBodySchema>;

export const loginBodySchema = z.object({
  email: emailSchema,
  password: givenPassword('Password is required'),
});
export type LoginBody = z.input<typeof loginBodySchema>;

/** The account page's profile form; the email is not among its fields, and is never changed. */
export const profileBodySchema = z.object({
  firstName: requiredText('First name is required', NAME_MAX_LENGTH, 'First name'),
  lastName: requiredText('Last name is required', NAME_MAX_LENGTH, 'Last name'),
  /** Absent leaves the phone as it is; null or '' removes it. */
  phone: phoneSchema.optional(),
});
export type ProfileBody = z.input<typeof profileBodySchema>;

export const changePasswordBodySchema = z.object({
  currentPassword: givenPassword('Current password is required'),
  newPassword: newPasswordSchema,
});
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

/** Each checkbox may be sent on its own as it is toggled; those left out stay as they are. */
export const preferencesBodySchema = notificationPreferencesSchema
  .partial()
  .refine((preferences) => Object.values(preferences).some((value) => value !== undefined), {
    message: 'Choose at least one notification preference to change',
  });
export type PreferencesBody = z.input<typeof preferencesBodySchema>;

export const deleteAccountBodySchema = z.object({
  password: givenPassword('Password is required'),
});
export type DeleteAccountBody = z.input<typeof deleteAccountBodySchema>;

export const forgotPasswordBodySchema = z.object({ email: emailSchema });
export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;

export const resetPasswordBodySchema = z.object({
  token: z.string({ error: 'Reset token is required' }).trim().min(1, 'Reset token is required').max(200),
  password: newPasswordSchema,
});
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

/** Register and login: the account and a bearer token for it. */
export const authSessionSchema = z.object({ user: publicUserSchema, token: z.string().min(1) });
export const authSessionResponseSchema = successEnvelopeSchema(authSessionSchema);
export type AuthSessionResponse = z.infer<typeof authSessionResponseSchema>;

/** Me, profile and preferences: the account as it is now. */
export const userResponseSchema = successEnvelopeSchema(z.object({ user: publicUserSchema }));
export type UserResponse = z.infer<typeof userResponseSchema>;

/**
 * Change password: every other session ends, so the caller gets a fresh token to stay signed in
 * (api.md answers `{}`; the token is an addition that clients may ignore).
 */
export const changePasswordResponseSchema = successEnvelopeSchema(z.object({ token: z.string().min(1) }));
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

/** Delete account, forgot password, reset password: only the message says anything. */
export const messageOnlyResponseSchema = successEnvelopeSchema(z.object({}));
export type MessageOnlyResponse = z.infer<typeof messageOnlyResponseSchema>;

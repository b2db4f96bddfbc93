import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_LENGTH,
} from './constants';
import { successEnvelopeSchema } from './envelope';
import { PASSWORD_TOO_SHORT_MESSAGE } from './messages';
import { notificationPreferencesSchema, publicUserSchema } from './user';

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

export const verifyEmailBodySchema = z.object({
  token: z
    .string({ error: 'Verification token is required' })
    .trim()
    .min(1, 'Verification token is required')
    .max(200),
});
export type VerifyEmailBody = z.input<typeof verifyEmailBodySchema>;

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

/** Delete account, forgot and reset password, verify email, resend its link: only the message speaks. */
export const messageOnlyResponseSchema = successEnvelopeSchema(z.object({}));
export type MessageOnlyResponse = z.infer<typeof messageOnlyResponseSchema>;

import { z } from 'zod';
import { isoDateSchema } from './common';
import { USER_ROLES } from './constants';

export const notificationPreferencesSchema = z.object({
  orderUpdates: z.boolean(),
  promotions: z.boolean(),
  newProducts: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** A user as the API shows them: never a hash, a token or an attempt counter. */
export const publicUserSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(USER_ROLES),
  isEmailVerified: z.boolean(),
  preferences: notificationPreferencesSchema,
  createdAt: isoDateSchema,
});
export type PublicUser = z.infer<typeof publicUserSchema>;

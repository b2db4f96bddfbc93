import { type ChangePasswordBody, changePasswordBodySchema } from '@aurora-store/api';
import { PASSWORDS_DO_NOT_MATCH } from './account-messages';
import { type FieldErrors, firstMessageByField } from './field-errors';

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}
export type ChangePasswordField = keyof ChangePasswordValues;

export const emptyChangePassword: ChangePasswordValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

/**
 * The contract's rules for the two passwords sent (current given, new at least PASSWORD_MIN_LENGTH), and the
 * form's own: the confirmation must repeat the new password.
 */
export function validateChangePassword(values: ChangePasswordValues): FieldErrors<ChangePasswordField> {
  const result = changePasswordBodySchema.safeParse(changePasswordBodyOf(values));
  const errors = result.success ? {} : firstMessageByField<ChangePasswordField>(result.error.issues);
  if (values.confirmPassword !== values.newPassword) errors.confirmPassword = PASSWORDS_DO_NOT_MATCH;
  return errors;
}

/** The confirmation stays in the form; passwords are sent exactly as typed, spaces included. */
export function changePasswordBodyOf(values: ChangePasswordValues): ChangePasswordBody {
  return { currentPassword: values.currentPassword, newPassword: values.newPassword };
}

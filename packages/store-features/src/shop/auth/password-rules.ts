import { newPasswordSchema } from '@aurora-store/api';
import { type FormErrors, formErrors } from './field-rules';

export const PASSWORD_REQUIRED_MESSAGE = 'Password is required';
export const CONFIRM_PASSWORD_REQUIRED_MESSAGE = 'Please confirm your password';
export const PASSWORDS_DO_NOT_MATCH_MESSAGE = 'Passwords do not match';

/** A password being chosen (register, reset): required, then the contract's length rules. */
export function newPasswordProblem(password: string): string | undefined {
  if (password === '') return PASSWORD_REQUIRED_MESSAGE;
  const result = newPasswordSchema.safeParse(password);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** The second copy of a new password: required, and the same as the first. */
export function confirmPasswordProblem(password: string, confirmation: string): string | undefined {
  if (confirmation === '') return CONFIRM_PASSWORD_REQUIRED_MESSAGE;
  return confirmation === password ? undefined : PASSWORDS_DO_NOT_MATCH_MESSAGE;
}

export interface NewPasswordFields {
  password: string;
  confirmPassword: string;
}

export function validateNewPassword({
  password,
  confirmPassword,
}: NewPasswordFields): FormErrors<keyof NewPasswordFields> {
  return formErrors({
    password: newPasswordProblem(password),
    confirmPassword: confirmPasswordProblem(password, confirmPassword),
  });
}

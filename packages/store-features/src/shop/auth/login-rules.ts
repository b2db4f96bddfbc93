import { emailProblem, type FormErrors, formErrors } from './field-rules';
import { PASSWORD_REQUIRED_MESSAGE } from './password-rules';

export const WELCOME_BACK_MESSAGE = 'Welcome back!';
export const LOGIN_FAILED_MESSAGE = 'Login failed. Please try again.';

export interface LoginFields {
  email: string;
  password: string;
}

/**
 * Checked before sending: a valid email and any password. The length rule is for choosing a password, not
 * for giving one (an old account may predate it).
 */
export function validateLogin({ email, password }: LoginFields): FormErrors<keyof LoginFields> {
  return formErrors({
    email: emailProblem(email),
    password: password === '' ? PASSWORD_REQUIRED_MESSAGE : undefined,
  });
}

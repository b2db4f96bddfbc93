import { emailProblem, type FormErrors, formErrors, requiredProblem } from './field-rules';
import { confirmPasswordProblem, newPasswordProblem } from './password-rules';

export const REGISTERED_TOAST_MESSAGE =
  'Account created successfully! Please check your email to verify your account.';
export const REGISTRATION_FAILED_MESSAGE = 'Registration failed. Please try again.';
export const FIRST_NAME_REQUIRED_MESSAGE = 'First name is required';
export const LAST_NAME_REQUIRED_MESSAGE = 'Last name is required';
export const TERMS_REQUIRED_MESSAGE = 'You must accept the Terms of Service and Privacy Policy';

export interface RegisterFields {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptedTerms: boolean;
}

/** Spec section 5, Registration: every field and the terms box required, passwords long enough and equal. */
export function validateRegistration(fields: RegisterFields): FormErrors<keyof RegisterFields> {
  return formErrors({
    firstName: requiredProblem(fields.firstName, FIRST_NAME_REQUIRED_MESSAGE),
    lastName: requiredProblem(fields.lastName, LAST_NAME_REQUIRED_MESSAGE),
    email: emailProblem(fields.email),
    password: newPasswordProblem(fields.password),
    confirmPassword: confirmPasswordProblem(fields.password, fields.confirmPassword),
    acceptedTerms: fields.acceptedTerms ? undefined : TERMS_REQUIRED_MESSAGE,
  });
}

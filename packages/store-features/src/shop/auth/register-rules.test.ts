import { describe, expect, it } from 'vitest';
import { type RegisterFields, validateRegistration } from './register-rules';

const complete: RegisterFields = {
  firstName: 'Emma',
  lastName: 'Wilson',
  email: 'emma.wilson@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
  acceptedTerms: true,
};

describe('validateRegistration', () => {
  it('finds nothing wrong with a complete form', () => {
    expect(validateRegistration(complete)).toEqual({});
  });

  it('requires every field and the terms box', () => {
    expect(
      validateRegistration({
        firstName: ' ',
        lastName: '',
        email: '',
        password: '',
        confirmPassword: '',
        acceptedTerms: false,
      }),
    ).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      password: 'Password is required',
      confirmPassword: 'Please confirm your password',
      acceptedTerms: 'You must accept the Terms of Service and Privacy Policy',
    });
  });

  it('refuses a password shorter than the minimum', () => {
    expect(validateRegistration({ ...complete, password: 'abc12', confirmPassword: 'abc12' })).toEqual({
      password: 'Password must be at least 6 characters long',
    });
  });

  it('refuses passwords that do not match', () => {
    expect(validateRegistration({ ...complete, confirmPassword: 'secret2' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });

  it('refuses an invalid email', () => {
    expect(validateRegistration({ ...complete, email: 'emma@' })).toEqual({
      email: 'Please enter a valid email address',
    });
  });
});

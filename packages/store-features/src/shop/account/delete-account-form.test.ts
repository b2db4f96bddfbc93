import { describe, expect, it } from 'vitest';
import { validateDeleteAccount } from './delete-account-form';

describe('validateDeleteAccount', () => {
  it('accepts a password with the confirmation ticked', () => {
    expect(validateDeleteAccount({ password: 'secret', isConfirmed: true })).toEqual({});
  });

  it('asks for both the password and the confirmation', () => {
    expect(validateDeleteAccount({ password: '', isConfirmed: false })).toEqual({
      password: 'Password is required',
      isConfirmed: 'Please confirm that you want to delete your account',
    });
  });
});

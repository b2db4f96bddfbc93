import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE } from '@aurora-store/api';
import { describe, expect, it } from 'vitest';
import {
  CONFIRM_PASSWORD_REQUIRED_MESSAGE,
  confirmPasswordProblem,
  newPasswordProblem,
  PASSWORD_REQUIRED_MESSAGE,
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
  validateNewPassword,
} from './password-rules';

const longEnough = 'a'.repeat(PASSWORD_MIN_LENGTH);

describe('newPasswordProblem', () => {
  it('asks for a password when there is none', () => {
    expect(newPasswordProblem('')).toBe(PASSWORD_REQUIRED_MESSAGE);
  });

  it('refuses one character fewer than the minimum, in the spec words', () => {
    expect(newPasswordProblem(longEnough.slice(1))).toBe('Password must be at least 6 characters long');
    expect(PASSWORD_TOO_SHORT_MESSAGE).toBe('Password must be at least 6 characters long');
  });

  it('accepts exactly the minimum length', () => {
    expect(newPasswordProblem(longEnough)).toBeUndefined();
  });
});

describe('confirmPasswordProblem', () => {
  it('asks for the confirmation when there is none', () => {
    expect(confirmPasswordProblem(longEnough, '')).toBe(CONFIRM_PASSWORD_REQUIRED_MESSAGE);
  });

  it('says when the two copies differ', () => {
    expect(confirmPasswordProblem('secret1', 'secret2')).toBe('Passwords do not match');
    expect(PASSWORDS_DO_NOT_MATCH_MESSAGE).toBe('Passwords do not match');
  });

  it('accepts an identical copy', () => {
    expect(confirmPasswordProblem('secret1', 'secret1')).toBeUndefined();
  });
});

describe('validateNewPassword', () => {
  it('reports both fields at once', () => {
    expect(validateNewPassword({ password: 'abc', confirmPassword: 'abd' })).toEqual({
      password: PASSWORD_TOO_SHORT_MESSAGE,
      confirmPassword: PASSWORDS_DO_NOT_MATCH_MESSAGE,
    });
  });

  it('finds nothing wrong with a long enough password typed twice', () => {
    expect(validateNewPassword({ password: longEnough, confirmPassword: longEnough })).toEqual({});
  });
});

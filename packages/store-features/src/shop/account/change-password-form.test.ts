import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE } from '@aurora-store/api';
import { describe, expect, it } from 'vitest';
import { changePasswordBodyOf, validateChangePassword } from './change-password-form';

const valid = { currentPassword: 'old secret', newPassword: 'new secret', confirmPassword: 'new secret' };

describe('validateChangePassword', () => {
  it('accepts a current password and a confirmed new one', () => {
    expect(validateChangePassword(valid)).toEqual({});
  });

  it('requires the current password', () => {
    expect(validateChangePassword({ ...valid, currentPassword: '' })).toEqual({
      currentPassword: 'Current password is required',
    });
  });

  it(`holds the new password to ${PASSWORD_MIN_LENGTH} characters at least`, () => {
    const atMinimum = 'a'.repeat(PASSWORD_MIN_LENGTH);
    expect(validateChangePassword({ ...valid, newPassword: atMinimum, confirmPassword: atMinimum })).toEqual(
      {},
    );
    const short = 'a'.repeat(PASSWORD_MIN_LENGTH - 1);
    expect(validateChangePassword({ ...valid, newPassword: short, confirmPassword: short })).toEqual({
      newPassword: PASSWORD_TOO_SHORT_MESSAGE,
    });
  });

  it('requires the confirmation to match', () => {
    expect(validateChangePassword({ ...valid, confirmPassword: 'new secreT' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
    expect(validateChangePassword({ ...valid, confirmPassword: '' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });
});

describe('changePasswordBodyOf', () => {
  it('sends the current and new passwords only, untrimmed', () => {
    expect(changePasswordBodyOf({ ...valid, newPassword: ' spaced ' })).toEqual({
      currentPassword: 'old secret',
      newPassword: ' spaced ',
    });
  });
});

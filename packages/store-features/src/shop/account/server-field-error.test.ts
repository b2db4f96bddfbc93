import { ApiError } from '@aurora-store/api';
import { describe, expect, it } from 'vitest';
import { serverFieldError } from './server-field-error';

describe('serverFieldError', () => {
  it("finds the server's message for a named field", () => {
    const error = new ApiError(400, 'Current password is incorrect', [
      { field: 'currentPassword', message: 'Current password is incorrect' },
    ]);
    expect(serverFieldError(error, 'currentPassword')).toBe('Current password is incorrect');
    expect(serverFieldError(error, 'newPassword')).toBeUndefined();
  });

  it('has nothing to say about other errors', () => {
    expect(serverFieldError(new Error('boom'), 'password')).toBeUndefined();
  });
});

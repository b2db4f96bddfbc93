import { ApiError } from '@aurora-store/api';
import { describe, expect, it } from 'vitest';
import { serverFieldErrors } from './server-field-errors';

describe('serverFieldErrors', () => {
  it("keeps the server's messages for this form's fields only", () => {
    const error = new ApiError(400, 'Validation failed', [
      { field: 'email', message: 'User already exists with this email' },
      { field: 'role', message: 'Not allowed' },
    ]);
    expect(serverFieldErrors(error, ['email', 'password'])).toEqual({
      email: 'User already exists with this email',
    });
  });

  it('has nothing for an error that is not from the api', () => {
    expect(serverFieldErrors(new Error('boom'), ['email'])).toEqual({});
  });
});

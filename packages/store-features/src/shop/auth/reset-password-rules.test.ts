import { ApiError, INVALID_RESET_TOKEN_MESSAGE } from '@aurora-store/api';
import { describe, expect, it } from 'vitest';
import { isInvalidResetToken } from './reset-password-rules';

describe('isInvalidResetToken', () => {
  it("recognises the server's refusal of the link", () => {
    expect(isInvalidResetToken(new ApiError(400, INVALID_RESET_TOKEN_MESSAGE))).toBe(true);
    expect(INVALID_RESET_TOKEN_MESSAGE).toBe('Invalid or expired reset token');
  });

  it('leaves other failures to be retried', () => {
    expect(isInvalidResetToken(new ApiError(400, 'Password must be at least 6 characters long'))).toBe(false);
    expect(isInvalidResetToken(new ApiError(500, INVALID_RESET_TOKEN_MESSAGE))).toBe(false);
    expect(isInvalidResetToken(new ApiError(0, 'Could not reach the server.'))).toBe(false);
    expect(isInvalidResetToken(new Error(INVALID_RESET_TOKEN_MESSAGE))).toBe(false);
  });
});

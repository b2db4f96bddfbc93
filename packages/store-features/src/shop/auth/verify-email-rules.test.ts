import { ApiError, INVALID_VERIFICATION_TOKEN_MESSAGE } from '@aurora-store/api';
import { describe, expect, it } from 'vitest';
import { isInvalidVerificationToken } from './verify-email-rules';

describe('isInvalidVerificationToken', () => {
  it("recognises the server's refusal of the link", () => {
    expect(isInvalidVerificationToken(new ApiError(400, INVALID_VERIFICATION_TOKEN_MESSAGE))).toBe(true);
  });

  it('leaves other failures to be retried', () => {
    expect(isInvalidVerificationToken(new ApiError(400, 'Verification token is required'))).toBe(false);
    expect(isInvalidVerificationToken(new ApiError(500, INVALID_VERIFICATION_TOKEN_MESSAGE))).toBe(false);
    expect(isInvalidVerificationToken(new ApiError(0, 'Could not reach the server.'))).toBe(false);
    expect(isInvalidVerificationToken(new Error(INVALID_VERIFICATION_TOKEN_MESSAGE))).toBe(false);
  });
});

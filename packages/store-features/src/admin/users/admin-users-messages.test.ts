import { ApiError, LAST_ADMIN_DEMOTION_MESSAGE } from '@aurora-store/api';
import { describe, expect, it } from 'vitest';
import { roleChangeFailureMessage, roleChangeQuestion } from './admin-users-messages';

describe('roleChangeQuestion', () => {
  it("asks the spec's question with the role", () => {
    expect(roleChangeQuestion('admin')).toBe("Are you sure you want to change this user's role to admin?");
    expect(roleChangeQuestion('user')).toBe("Are you sure you want to change this user's role to user?");
  });
});

describe('roleChangeFailureMessage', () => {
  it("shows a refusal in the server's words", () => {
    expect(roleChangeFailureMessage(new ApiError(409, LAST_ADMIN_DEMOTION_MESSAGE))).toBe(
      'The last administrator cannot be demoted',
    );
    expect(roleChangeFailureMessage(new ApiError(404, 'User not found'))).toBe('User not found');
  });

  it("shows the spec's message for a fault, no answer, or a refusal without words", () => {
    expect(roleChangeFailureMessage(new ApiError(500, 'Internal server error'))).toBe(
      'Failed to update user role',
    );
    expect(roleChangeFailureMessage(new ApiError(0, 'Request timed out'))).toBe('Failed to update user role');
    expect(roleChangeFailureMessage(new ApiError(409, ' '))).toBe('Failed to update user role');
    expect(roleChangeFailureMessage(new Error('boom'))).toBe('Failed to update user role');
  });
});

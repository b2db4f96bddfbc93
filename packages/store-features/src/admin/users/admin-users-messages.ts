import { isApiError, type UserRole } from '@aurora-store/api';

/*
 * The users screen's words: the spec's (sections 6 and 8) word for word, and ours where the spec is silent
 * (issue 14). The success toast is the server's own, USER_ROLE_UPDATED_MESSAGE in the contract.
 */

export const LOAD_USERS_FAILED = 'Failed to load users';
export const UPDATE_ROLE_FAILED = 'Failed to update user role';

/** Spec section 6: the prompt before a role change, with the role as the API names it ('admin', 'user'). */
export const roleChangeQuestion = (role: UserRole) =>
  `Are you sure you want to change this user's role to ${role}?`;

/** An admin about to make themselves a shopper: what they lose, before they lose it. */
export const SELF_DEMOTION_WARNING =
  'You will lose access to the admin panel as soon as this is saved, and only another administrator can give it back.';

/**
 * Why a role change failed, for its toast. A refusal (4xx: the last administrator, a user deleted meanwhile)
 * says why in the server's words; anything else (a server fault, no answer) is the spec's message.
 */
export function roleChangeFailureMessage(error: unknown): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.message.trim() !== '') {
    return error.message;
  }
  return UPDATE_ROLE_FAILED;
}

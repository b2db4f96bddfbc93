/** The account page's own texts (spec section 8, 'Auth and profile', 'Orders' and 'Confirmations'). */
export const PROFILE_UPDATED_TOAST = 'Profile updated successfully!';
export const PROFILE_UPDATE_FAILED = 'Failed to update profile';
export const FIX_FORM_ERRORS = 'Please fix the errors in the form';
export const CLEAR_HISTORY_FAILED = 'Failed to clear order history';
export const CLEAR_HISTORY_CONFIRMATION =
  'Are you sure you want to clear your entire order history? This action cannot be undone.';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const EMAIL_CANNOT_BE_CHANGED = 'Email cannot be changed';

/* Failures the spec does not word; each names what did not happen. */
export const PREFERENCES_UPDATE_FAILED = 'Failed to update preferences';
export const PASSWORD_CHANGE_FAILED = 'Failed to change password';
export const ACCOUNT_DELETE_FAILED = 'Failed to delete account';
export const DELETE_CONFIRMATION_REQUIRED = 'Please confirm that you want to delete your account';

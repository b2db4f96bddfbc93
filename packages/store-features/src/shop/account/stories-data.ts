import {
  ACCOUNT_DELETED_MESSAGE,
  CURRENT_PASSWORD_INCORRECT_MESSAGE,
  LAST_ADMIN_MESSAGE,
  ORDER_HISTORY_CLEARED_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  PASSWORD_INCORRECT_MESSAGE,
  PREFERENCES_UPDATED_MESSAGE,
  PROFILE_UPDATED_MESSAGE,
  type PreferencesBody,
  type ProfileBody,
  type PublicUser,
} from '@aurora-store/api';
import { shopper } from '../../common/story-support/fixtures';
import { failure, type MockRequest, ok } from '../../common/story-support/mock-routes';

/** The server's answers to a save: the shopper with the fields sent, the rest unchanged. */
export const profileSaved = ({ body }: MockRequest) => {
  const { firstName, lastName, phone } = body as ProfileBody;
  const user: PublicUser = { ...shopper, firstName, lastName, phone: phone || null };
  return ok({ success: true, message: PROFILE_UPDATED_MESSAGE, data: { user } });
};

export const preferencesSaved = ({ body }: MockRequest) => {
  const user: PublicUser = {
    ...shopper,
    preferences: { ...shopper.preferences, ...(body as PreferencesBody) },
  };
  return ok({ success: true, message: PREFERENCES_UPDATED_MESSAGE, data: { user } });
};

export const FRESH_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.fresh-session.signature';
export const passwordChanged = ok({
  success: true,
  message: PASSWORD_CHANGED_MESSAGE,
  data: { token: FRESH_TOKEN },
});
export const currentPasswordIncorrect = failure(400, CURRENT_PASSWORD_INCORRECT_MESSAGE, [
  { field: 'currentPassword', message: CURRENT_PASSWORD_INCORRECT_MESSAGE },
]);

export const accountDeleted = ok({ success: true, message: ACCOUNT_DELETED_MESSAGE, data: {} });
export const passwordIncorrect = failure(400, PASSWORD_INCORRECT_MESSAGE, [
  { field: 'password', message: PASSWORD_INCORRECT_MESSAGE },
]);
export const lastAdministrator = failure(409, LAST_ADMIN_MESSAGE);

export const historyCleared = ok({
  success: true,
  message: ORDER_HISTORY_CLEARED_MESSAGE,
  data: { clearedCount: 4 },
});

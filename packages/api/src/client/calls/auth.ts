import {
  ACCOUNT_PATH,
  authSessionResponseSchema,
  CHANGE_PASSWORD_PATH,
  type ChangePasswordBody,
  changePasswordResponseSchema,
  type DeleteAccountBody,
  FORGOT_PASSWORD_PATH,
  type ForgotPasswordBody,
  LOGIN_PATH,
  type LoginBody,
  ME_PATH,
  messageOnlyResponseSchema,
  PREFERENCES_PATH,
  PROFILE_PATH,
  type PreferencesBody,
  type ProfileBody,
  REGISTER_PATH,
  RESET_PASSWORD_PATH,
  type RegisterBody,
  type ResetPasswordBody,
  userResponseSchema,
} from '../../contract/auth';
import type { ApiRequest } from '../request';

/** SWR keys for the account calls, so every screen that shows the signed-in user shares one entry. */
export const authKeys = {
  me: ['auth', 'me'] as const,
};

export function authCalls(request: ApiRequest) {
  return {
    register: (body: RegisterBody, signal?: AbortSignal) =>
      request('POST', REGISTER_PATH, { answer: authSessionResponseSchema, body, signal }),
    login: (body: LoginBody, signal?: AbortSignal) =>
      request('POST', LOGIN_PATH, { answer: authSessionResponseSchema, body, signal }),
    me: (signal?: AbortSignal) => request('GET', ME_PATH, { answer: userResponseSchema, signal }),
    updateProfile: (body: ProfileBody, signal?: AbortSignal) =>
      request('PUT', PROFILE_PATH, { answer: userResponseSchema, body, signal }),
    /** Ends every other session; the answer's token keeps this one signed in. */
    changePassword: (body: ChangePasswordBody, signal?: AbortSignal) =>
      request('PUT', CHANGE_PASSWORD_PATH, { answer: changePasswordResponseSchema, body, signal }),
    updatePreferences: (body: PreferencesBody, signal?: AbortSignal) =>
      request('PUT', PREFERENCES_PATH, { answer: userResponseSchema, body, signal }),
    deleteAccount: (body: DeleteAccountBody, signal?: AbortSignal) =>
      request('DELETE', ACCOUNT_PATH, { answer: messageOnlyResponseSchema, body, signal }),
    forgotPassword: (body: ForgotPasswordBody, signal?: AbortSignal) =>
      request('POST', FORGOT_PASSWORD_PATH, { answer: messageOnlyResponseSchema, body, signal }),
    resetPassword: (body: ResetPasswordBody, signal?: AbortSignal) =>
      request('POST', RESET_PASSWORD_PATH, { answer: messageOnlyResponseSchema, body, signal }),
  };
}

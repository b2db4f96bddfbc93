import type {
  authSessionResponseSchema,
  ChangePasswordBody,
  changePasswordResponseSchema,
  DeleteAccountBody,
  ForgotPasswordBody,
  LoginBody,
  messageOnlyResponseSchema,
  PreferencesBody,
  ProfileBody,
  RegisterBody,
  ResetPasswordBody,
  userResponseSchema,
  VerifyEmailBody,
} from '../../contract/auth';
import {
  ACCOUNT_PATH,
  CHANGE_PASSWORD_PATH,
  FORGOT_PASSWORD_PATH,
  LOGIN_PATH,
  ME_PATH,
  PREFERENCES_PATH,
  PROFILE_PATH,
  REGISTER_PATH,
  RESEND_VERIFICATION_PATH,
  RESET_PASSWORD_PATH,
  VERIFY_EMAIL_PATH,
} from '../../contract/paths';
import type { AnswerOf, ApiRequest } from '../request';

/** SWR keys for the account calls, so every screen that shows the signed-in user shares one entry. */
export const authKeys = {
  me: ['auth', 'me'] as const,
};

export function authCalls(request: ApiRequest) {
  return {
    register: (body: RegisterBody, signal?: AbortSignal) =>
      request<AnswerOf<typeof authSessionResponseSchema>>('POST', REGISTER_PATH, { body, signal }),
    login: (body: LoginBody, signal?: AbortSignal) =>
      request<AnswerOf<typeof authSessionResponseSchema>>('POST', LOGIN_PATH, { body, signal }),
    me: (signal?: AbortSignal) => request<AnswerOf<typeof userResponseSchema>>('GET', ME_PATH, { signal }),
    updateProfile: (body: ProfileBody, signal?: AbortSignal) =>
      request<AnswerOf<typeof userResponseSchema>>('PUT', PROFILE_PATH, { body, signal }),
    /** Ends every other session; the answer's token keeps this one signed in. */
    changePassword: (body: ChangePasswordBody, signal?: AbortSignal) =>
      request<AnswerOf<typeof changePasswordResponseSchema>>('PUT', CHANGE_PASSWORD_PATH, { body, signal }),
    updatePreferences: (body: PreferencesBody, signal?: AbortSignal) =>
      request<AnswerOf<typeof userResponseSchema>>('PUT', PREFERENCES_PATH, { body, signal }),
    deleteAccount: (body: DeleteAccountBody, signal?: AbortSignal) =>
      request<AnswerOf<typeof messageOnlyResponseSchema>>('DELETE', ACCOUNT_PATH, { body, signal }),
    forgotPassword: (body: ForgotPasswordBody, signal?: AbortSignal) =>
      request<AnswerOf<typeof messageOnlyResponseSchema>>('POST', FORGOT_PASSWORD_PATH, { body, signal }),
    resetPassword: (body: ResetPasswordBody, signal?: AbortSignal) =>
      request<AnswerOf<typeof messageOnlyResponseSchema>>('POST', RESET_PASSWORD_PATH, { body, signal }),
    verifyEmail: (body: VerifyEmailBody, signal?: AbortSignal) =>
      request<AnswerOf<typeof messageOnlyResponseSchema>>('POST', VERIFY_EMAIL_PATH, { body, signal }),
    /** The same answer whether or not a mail went: an address verified already gets none. */
    resendVerification: (signal?: AbortSignal) =>
      request<AnswerOf<typeof messageOnlyResponseSchema>>('POST', RESEND_VERIFICATION_PATH, { signal }),
  };
}

import {
  EMAIL_VERIFIED_MESSAGE,
  FORGOT_PASSWORD_PATH,
  LOGGED_IN_MESSAGE,
  LOGIN_PATH,
  ME_PATH,
  PASSWORD_RESET_MESSAGE,
  type PublicUser,
  REGISTER_PATH,
  REGISTERED_MESSAGE,
  RESET_LINK_SENT_MESSAGE,
  RESET_PASSWORD_PATH,
  VERIFY_EMAIL_PATH,
} from '@aurora-store/api';
import { expect, fn, within } from 'storybook/test';
import { shopper } from '../../common/story-support/fixtures';
import { type MockAnswer, type MockRequest, ok } from '../../common/story-support/mock-routes';

export const storyToken = 'story-session-token';
export const storyPassword = 'aurora-secret';

export const sessionAnswer = (message: string) => ({
  success: true,
  message,
  data: { user: shopper, token: storyToken },
});

/** Every auth body a story's fake server received; cleared before each story by resetStoryState. */
export const sentBodies = fn<(route: string, body: unknown) => void>();

/** A route that records the body it was sent, then answers. */
export const recorded =
  (route: string, answer: MockAnswer) =>
  ({ body }: MockRequest): MockAnswer => {
    sentBodies(route, body);
    return answer;
  };

export const loginRoute = (answer: MockAnswer = ok(sessionAnswer(LOGGED_IN_MESSAGE))) => ({
  [`POST ${LOGIN_PATH}`]: recorded('login', answer),
});
export const registerRoute = (answer: MockAnswer = ok(sessionAnswer(REGISTERED_MESSAGE), 201)) => ({
  [`POST ${REGISTER_PATH}`]: recorded('register', answer),
});
export const forgotPasswordRoute = (
  answer: MockAnswer = ok({ success: true, message: RESET_LINK_SENT_MESSAGE, data: {} }),
) => ({ [`POST ${FORGOT_PASSWORD_PATH}`]: recorded('forgot-password', answer) });
export const resetPasswordRoute = (
  answer: MockAnswer = ok({ success: true, message: PASSWORD_RESET_MESSAGE, data: {} }),
) => ({ [`POST ${RESET_PASSWORD_PATH}`]: recorded('reset-password', answer) });
export const verifyEmailRoute = (
  answer: MockAnswer = ok({ success: true, message: EMAIL_VERIFIED_MESSAGE, data: {} }),
) => ({ [`POST ${VERIFY_EMAIL_PATH}`]: recorded('verify-email', answer) });
/** Who am I, as the server answers once the address is verified. */
export const meRoute = (user: PublicUser) => ({ [`GET ${ME_PATH}`]: ok({ success: true, data: { user } }) });

/** A toast, found in the app's toast region (outside the story's canvas). */
export async function expectToast(title: string) {
  const region = await within(document.body).findByRole('region', { name: /Notifications/ });
  await expect(await within(region).findByText(title)).toBeVisible();
}

/** Each story starts with no request bodies recorded by the one before. */
export function resetStoryState() {
  sentBodies.mockClear();
}

import {
  type PublicUser,
  RESEND_VERIFICATION_PATH,
  TOO_MANY_VERIFICATION_REQUESTS_MESSAGE,
  VERIFICATION_LINK_SENT_MESSAGE,
} from '@aurora-store/api';
import { fn } from 'storybook/test';
import { shopper } from '../../common/story-support/fixtures';
import { failure, type MockAnswer, ok } from '../../common/story-support/mock-routes';

/** The demo shopper before following the link mailed at registration. */
export const unverifiedShopper: PublicUser = { ...shopper, isEmailVerified: false };

export const verificationLinkSent = ok({ success: true, message: VERIFICATION_LINK_SENT_MESSAGE, data: {} });
export const tooManyResends = failure(429, TOO_MANY_VERIFICATION_REQUESTS_MESSAGE);

/** Every request for a new link a story's fake server received; cleared before each story. */
export const resendRequests = fn<() => void>();

export const resendVerificationRoute = (answer: MockAnswer = verificationLinkSent) => ({
  [`POST ${RESEND_VERIFICATION_PATH}`]: () => {
    resendRequests();
    return answer;
  },
});

export function resetResendRequests() {
  resendRequests.mockClear();
}

import { UNSUBSCRIBE_PATH, unsubscribedMessage } from '@aurora-store/api';
import { fn } from 'storybook/test';
import { failingOnce, type MockAnswer, type MockRequest, ok } from '../../common/story-support/mock-routes';

/** Tokens as the store's mails carry them: the person, the preference, the signature. */
export const orderUpdatesToken =
  '4b1f6c9e-2f0a-4c2e-9a55-0d4f1f0e7a11.orderUpdates.q3Vx1bC8m0tYhE2d9Jk4LwPzR7sA5nGf6uXo0iTeHcM';
export const promotionsToken =
  '4b1f6c9e-2f0a-4c2e-9a55-0d4f1f0e7a11.promotions.Zp8Yd2Wq5Lr1Xk7Tn3Bv9Cm4Hs6Jg0FeAuDiOyRtQwE';

/** Every body the story's fake server received; cleared before each story by resetStoryState. */
export const sentBodies = fn<(body: unknown) => void>();

const unsubscribed = (request: MockRequest): MockAnswer => {
  const token = (request.body as { token?: string } | undefined)?.token ?? '';
  const preference = token.includes('.promotions.') ? 'promotions' : 'orderUpdates';
  return ok({ success: true, message: unsubscribedMessage(preference), data: { preference } });
};

/** The unsubscribe call, recording what it was sent, then answering `answer` (by default, as the server does). */
export const unsubscribeRoute = (answer: MockAnswer | 'server' = 'server') => ({
  [`POST ${UNSUBSCRIBE_PATH}`]: (request: MockRequest): MockAnswer => {
    sentBodies(request.body);
    return answer === 'server' ? unsubscribed(request) : answer;
  },
});

/** A server that fails the first press and unsubscribes on the next. */
export const failingThenWorking = failingOnce(unsubscribed);

export const unsubscribeFailingOnceRoute = () => ({
  [`POST ${UNSUBSCRIBE_PATH}`]: (request: MockRequest): MockAnswer => {
    sentBodies(request.body);
    return failingThenWorking.handler(request);
  },
});

/** Each story starts with nothing sent and a server that fails its first press again. */
export function resetStoryState() {
  sentBodies.mockClear();
  failingThenWorking.reset();
}

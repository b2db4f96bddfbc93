import { UNSUBSCRIBE_PATH } from '../../contract/paths';
import type { UnsubscribeBody, unsubscribeResponseSchema } from '../../contract/unsubscribe';
import type { AnswerOf, ApiRequest } from '../request';

export function unsubscribeCalls(request: ApiRequest) {
  return {
    /** Turns off the preference an emailed unsubscribe link names; the token is the only credential. */
    unsubscribe: (body: UnsubscribeBody, signal?: AbortSignal) =>
      request<AnswerOf<typeof unsubscribeResponseSchema>>('POST', UNSUBSCRIBE_PATH, { body, signal }),
  };
}

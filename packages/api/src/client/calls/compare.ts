import type { compareResponseSchema } from '../../contract/compare';
import { COMPARE_PATH } from '../../contract/paths';
import type { AnswerOf, ApiRequest } from '../request';

export function compareCalls(request: ApiRequest) {
  return {
    /** The products of a comparison list (kept on the device), in the list's order. */
    compareProducts: (productIds: readonly string[], signal?: AbortSignal) =>
      request<AnswerOf<typeof compareResponseSchema>>('POST', COMPARE_PATH, { body: { productIds }, signal }),
  };
}

/** A read although it is a POST: the key is the list itself, null for an empty list (nothing to ask). */
export const compareKeys = {
  products: (productIds: readonly string[]) =>
    productIds.length === 0 ? null : (['compare', ...productIds] as const),
};

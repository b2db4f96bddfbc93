import { answers } from '../../common/story-support/fixtures';
import { type MockAnswer, type MockRequest, ok } from '../../common/story-support/mock-routes';

/** The demo cart with its first line doubled: two lines, three items, so the badge counts pieces. */
export const cartOfThreeItems = {
  ...answers.cart,
  data: {
    cart: answers.cart.data.cart.map((line, index) => (index === 0 ? { ...line, quantity: 2 } : line)),
  },
};

/**
 * A suggestions route that remembers each `q` it was asked for, so a story can show which requests the
 * header made, and which it did not. It answers each the same, or as `answer` decides from the `q`.
 */
export function recordingSuggestions(
  answer: MockAnswer | ((q: string) => MockAnswer) = ok(answers.suggestions),
) {
  const queries: string[] = [];
  const handler = ({ url }: MockRequest): MockAnswer => {
    const q = url.searchParams.get('q') ?? '';
    queries.push(q);
    return typeof answer === 'function' ? answer(q) : answer;
  };
  return { queries, handler };
}

/** The suggestions for 'wa', and `next` for any other text. */
export function suggestionsForWaThen(next: MockAnswer) {
  return recordingSuggestions((q) => (q === 'wa' ? ok(answers.suggestions) : next));
}

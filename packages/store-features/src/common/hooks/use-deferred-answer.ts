import { useDeferredValue } from 'react';

/**
 * A screen's answer, rendered a step behind: the cards it feeds are the screen's heaviest part, so they render
 * and commit on their own, after the rest of the screen, and in slices React can pause for input. Even when the
 * answer is there as the screen mounts (it was preloaded), the frame paints first and no single task has to
 * carry both. `null` stands for "not yet" because React defers a first render only from a defined initial value.
 */
export function useDeferredAnswer<Answer>(answer: Answer | undefined): Answer | undefined {
  return useDeferredValue<Answer | null>(answer ?? null, null) ?? undefined;
}

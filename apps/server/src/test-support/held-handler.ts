/**
 * A route handler that holds its request until released, for tests of what happens while a request is running:
 * a shutdown that must wait for it, a request sent behind it. `started` resolves once the handler runs; after
 * `release()` it answers what `answer` gives.
 */
export function heldHandler<Answer>(answer: () => Promise<Answer>) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let markStarted: () => void = () => {};
  const started = new Promise<void>((resolve) => {
    markStarted = resolve;
  });
  return {
    handler: async () => {
      markStarted();
      await released;
      return answer();
    },
    started,
    release,
  };
}

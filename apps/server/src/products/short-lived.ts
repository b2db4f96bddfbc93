/**
 * A value every shopper sees alike and that may lag a moment behind a change (the catalogue's filter options),
 * kept for `ttlMs` after it was read. It is read by the statement that needs it anyway (the catalogue page
 * brings the filters in the same round trip while none are kept), which then remembers it; a TTL of 0 keeps
 * nothing (tests that change the catalogue and look at once).
 */
export interface ShortLived<Value> {
  /** The value read less than `ttlMs` ago, or undefined: then read it and `remember` it. */
  fresh(): Value | undefined;
  remember(value: Value): void;
}

export function shortLived<Value>(ttlMs: number): ShortLived<Value> {
  let kept: { value: Value; expiresAt: number } | undefined;
  return {
    fresh: () => (kept && kept.expiresAt > Date.now() ? kept.value : undefined),
    remember: (value) => {
      if (ttlMs > 0) kept = { value, expiresAt: Date.now() + ttlMs };
    },
  };
}

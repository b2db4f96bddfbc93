/**
 * Remembers what `load` answered for `ttlMs`, sharing one pending load between concurrent callers. For values
 * every shopper sees alike and that may lag a moment behind a change (the catalogue's filter options); a TTL
 * of 0 turns it off (tests that change the catalogue and look at once).
 */
export function shortLived<Value>(load: () => Promise<Value>, ttlMs: number): () => Promise<Value> {
  let cached: { value: Promise<Value>; expiresAt: number } | undefined;
  return () => {
    const now = Date.now();
    if (ttlMs > 0 && cached && cached.expiresAt > now) return cached.value;
    const value = load();
    cached = { value, expiresAt: now + ttlMs };
    // A failed load is not remembered: the next caller tries again.
    value.catch(() => {
      if (cached?.value === value) cached = undefined;
    });
    return value;
  };
}

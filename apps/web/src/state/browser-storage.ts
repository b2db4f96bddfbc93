/** The shape jotai's atomWithStorage takes (its own type is not exported). */
export interface ValueStorage<Value> {
  getItem: (key: string, initialValue: Value) => Value;
  setItem: (key: string, value: Value) => void;
  removeItem: (key: string) => void;
  subscribe: (key: string, callback: (value: Value) => void, initialValue: Value) => () => void;
}

/**
 * localStorage as the spec names its keys (token, user, preferredCurrency, compareList), read through a
 * parser so a value someone edited by hand, or an older app wrote, falls back to the default instead of
 * breaking the store. `token` and `preferredCurrency` are kept as plain strings, the others as JSON.
 */
export function storedValue<Value>(
  parse: (stored: string) => Value | undefined,
  /** null removes the key: signing out leaves no empty `token` behind. */
  write: (value: Value) => string | null,
): ValueStorage<Value> {
  const decode = (stored: string | null, initialValue: Value) =>
    stored === null ? initialValue : (parse(stored) ?? initialValue);
  return {
    getItem: (key, initialValue) => decode(readItem(key), initialValue),
    setItem(key, value) {
      const text = write(value);
      if (text === null) removeItem(key);
      else writeItem(key, text);
    },
    removeItem(key) {
      removeItem(key);
    },
    // Another tab signing out, or switching currency, is seen here too.
    subscribe(key, callback, initialValue) {
      const onStorage = (event: StorageEvent) => {
        if (event.storageArea === globalThis.localStorage && event.key === key) {
          callback(decode(event.newValue, initialValue));
        }
      };
      globalThis.addEventListener?.('storage', onStorage);
      return () => globalThis.removeEventListener?.('storage', onStorage);
    },
  };
}

/** Storage can be missing or refuse (private windows, quota): the app then simply forgets on reload. */
function readItem(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function writeItem(key: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // Not kept across reloads; the session goes on in memory.
  }
}

function removeItem(key: string): void {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    // Nothing stored to remove.
  }
}

export function parseJson(stored: string): unknown {
  try {
    return JSON.parse(stored);
  } catch {
    return undefined;
  }
}

/** The shape jotai's atomWithStorage takes (its own type is not exported). */
export interface ValueStorage<Value> {
  getItem: (key: string, initialValue: Value) => Value;
  setItem: (key: string, value: Value) => void;
  removeItem: (key: string) => void;
  subscribe: (key: string, callback: (value: Value) => void, initialValue: Value) => () => void;
}

/** localStorage outlives the browser session; sessionStorage ends with it (a login without Remember me). */
export type StorageArea = 'local' | 'session';

export interface StoredValueOptions<Value> {
  parse: (stored: string) => Value | undefined;
  /** null removes the key: signing out leaves no empty `token` behind. */
  write: (value: Value) => string | null;
  /** Where a write goes; reads look in localStorage, then sessionStorage. */
  writeTo?: () => StorageArea;
}

/**
 * Browser storage under the spec's keys (token, user, preferredCurrency, compareList), read through a parser
 * so a value someone edited by hand, or an older app wrote, falls back to the default instead of breaking the
 * store. `token` and `preferredCurrency` are kept as plain strings, the others as JSON.
 */
export function storedValue<Value>({
  parse,
  write,
  writeTo = () => 'local',
}: StoredValueOptions<Value>): ValueStorage<Value> {
  const decode = (stored: string | null, initialValue: Value) =>
    stored === null ? initialValue : (parse(stored) ?? initialValue);
  return {
    getItem: (key, initialValue) => decode(readItem('local', key) ?? readItem('session', key), initialValue),
    setItem(key, value) {
      const text = write(value);
      removeItem('local', key);
      removeItem('session', key);
      if (text !== null) writeItem(writeTo(), key, text);
    },
    removeItem(key) {
      removeItem('local', key);
      removeItem('session', key);
    },
    // Another tab signing out, or switching currency, is seen here too.
    subscribe(key, callback, initialValue) {
      const onStorage = (event: StorageEvent) => {
        if (event.storageArea === area('local') && event.key === key) {
          callback(decode(event.newValue, initialValue));
        }
      };
      globalThis.addEventListener?.('storage', onStorage);
      return () => globalThis.removeEventListener?.('storage', onStorage);
    },
  };
}

/** Which area holds `key`, localStorage first as reads look; undefined when neither does. */
export function areaHolding(key: string): StorageArea | undefined {
  if (readItem('local', key) !== null) return 'local';
  if (readItem('session', key) !== null) return 'session';
  return undefined;
}

function area(name: StorageArea): Storage | undefined {
  return name === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
}

/** Storage can be missing or refuse (private windows, quota): the app then simply forgets on reload. */
function readItem(name: StorageArea, key: string): string | null {
  try {
    return area(name)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function writeItem(name: StorageArea, key: string, value: string): void {
  try {
    area(name)?.setItem(key, value);
  } catch {
    // Not kept across reloads; the session goes on in memory.
  }
}

function removeItem(name: StorageArea, key: string): void {
  try {
    area(name)?.removeItem(key);
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

/**
 * Browser local storage (docs/product.md#client-state): values are JSON-encoded when they are
 * objects; strings are stored as they are, so other tools (and the previous shop) read them without
 * unquoting. Every function is safe where storage is missing (server render) or refused (private
 * mode).
 */

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // some browsers throw on access when storage is disabled
  }
}

/** The raw stored text, or null when absent or storage is unavailable. */
export function readLocalString(key: string): string | null {
  try {
    return browserStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** A JSON-encoded value, parsed; null when absent or not valid JSON. Callers narrow the type. */
export function readLocalJson(key: string): unknown {
  const text = readLocalString(key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Stores a value: strings plainly, everything else JSON-encoded. Returns whether it was stored. */
export function writeLocal(key: string, value: unknown): boolean {
  const storage = browserStorage();
  if (!storage) return false;
  try {
    storage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
    return true;
  } catch {
    return false; // quota exceeded or storage refused
  }
}

export function removeLocal(key: string): void {
  try {
    browserStorage()?.removeItem(key);
  } catch {
    // nothing to remove where storage is unavailable
  }
}

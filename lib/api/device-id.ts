import { createDeviceId, isDeviceId } from '@/lib/shop/random-id';
import { readLocalString, writeLocal } from './local-storage';

/** Local storage key of the device id; the value is the plain 68-character string. */
export const DEVICE_ID_KEY = 'deviceId';

// Kept in memory only when a browser refuses local storage, so one page session keeps one guest
// cart. Never on the server: a module-level id there would be shared by every visitor.
let inMemoryId: string | null = null;

/** Accepts the plain form we write and a JSON-quoted form an older writer may have left. */
function decode(stored: string): string {
  if (!stored.startsWith('"')) return stored;
  try {
    const parsed: unknown = JSON.parse(stored);
    return typeof parsed === 'string' ? parsed : stored;
  } catch {
    return stored;
  }
}

/** The device id this browser already has, or null (none yet, malformed, or on the server). */
export function readDeviceId(): string | null {
  const stored = readLocalString(DEVICE_ID_KEY);
  const id = stored === null ? null : decode(stored);
  if (id !== null && isDeviceId(id)) return id;
  return inMemoryId;
}

/**
 * The device id guest carts are keyed by (docs/product.md#guest-cart), created once and kept
 * (logout ensures one exists). A malformed stored value is replaced, since the server would refuse
 * it.
 */
export function ensureDeviceId(): string {
  const existing = readDeviceId();
  if (existing) return existing;
  const id = createDeviceId();
  if (!writeLocal(DEVICE_ID_KEY, id) && typeof window !== 'undefined') inMemoryId = id;
  return id;
}

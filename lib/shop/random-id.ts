import { DEVICE_ID_LENGTH, RANDOM_ID_DEFAULT_LENGTH } from './constants';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const ALPHANUMERIC = `${LETTERS}0123456789`;

/** Picks `count` characters from `alphabet` with crypto.getRandomValues, without modulo bias. */
function randomCharacters(alphabet: string, count: number): string {
  const limit = 256 - (256 % alphabet.length);
  let result = '';
  while (result.length < count) {
    const bytes = globalThis.crypto.getRandomValues(new Uint8Array(count * 2));
    for (const byte of bytes) {
      if (byte < limit) result += alphabet.charAt(byte % alphabet.length);
      if (result.length === count) break;
    }
  }
  return result;
}

// random id helper, default length 15, optional timestamp suffix, first character always a letter
export function randomId(length: number = RANDOM_ID_DEFAULT_LENGTH, withTimestamp = false): string {
  if (!Number.isInteger(length) || length < 1) {
    throw new RangeError(`A random id needs a whole, positive length (got ${length})`);
  }
  const id = randomCharacters(LETTERS, 1) + randomCharacters(ALPHANUMERIC, length - 1);
  return withTimestamp ? id + Date.now().toString(36) : id;
}

// the local device id is generated with 68 characters (docs/product.md#client-state)
export function createDeviceId(): string {
  return randomId(DEVICE_ID_LENGTH);
}

const DEVICE_ID = new RegExp(`^[A-Za-z][A-Za-z0-9]{${DEVICE_ID_LENGTH - 1}}$`);

/** True for an id shaped like one createDeviceId makes (68 alphanumeric characters, a letter first). */
export function isDeviceId(value: unknown): value is string {
  return typeof value === 'string' && DEVICE_ID.test(value);
}

// docs/product.md#constants: a fixed client-side text encryption helper exists (AES, ECB mode,
// PKCS7 padding), with no documented use. It stays as that helper (crypto-js, the shop's chosen
// package) with its key checked at build and start (NEXT_PUBLIC_TEXT_CIPHER_KEY); nothing in the
// shop needs to encrypt text today, and its key ships in the bundle, so it must never guard a
// secret.
import AES from 'crypto-js/aes';
import Base64 from 'crypto-js/enc-base64';
import Hex from 'crypto-js/enc-hex';
import Utf8 from 'crypto-js/enc-utf8';
import HexFormat from 'crypto-js/format-hex';
import ECB from 'crypto-js/mode-ecb';
import NoPadding from 'crypto-js/pad-nopadding';
import Pkcs7 from 'crypto-js/pad-pkcs7';

// A fixed client-side text encryption helper (AES, ECB mode, PKCS7 padding).
// It obscures text; it is not a secret: the key ships in the browser bundle and ECB leaks repeated blocks.
// Never use it for passwords, tokens or payment data.

/** Used when NEXT_PUBLIC_TEXT_CIPHER_KEY is not set: 16 characters, so AES-128. */
export const DEFAULT_TEXT_CIPHER_KEY = 'OculoTextCipher1';

// NEXT_PUBLIC_ variables are inlined at build time, so this must stay a literal property access
export const TEXT_CIPHER_KEY: string = process.env.NEXT_PUBLIC_TEXT_CIPHER_KEY || DEFAULT_TEXT_CIPHER_KEY;

const AES_KEY_BYTES = [16, 24, 32];
const BLOCK_BYTES = 16;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})+$|^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)$/;

/** True when the key is 16, 24 or 32 bytes of UTF-8 (AES-128, -192 or -256). */
export function isValidTextCipherKey(key: string): boolean {
  return AES_KEY_BYTES.includes(new TextEncoder().encode(key).length);
}

function keyWords(key: string): ReturnType<typeof Utf8.parse> {
  if (!isValidTextCipherKey(key)) {
    throw new RangeError('The text cipher key must be 16, 24 or 32 bytes of UTF-8');
  }
  return Utf8.parse(key);
}

// AES, ECB mode, PKCS7 padding; returns base64
export function encryptText(plain: string, key: string = TEXT_CIPHER_KEY): string {
  return AES.encrypt(Utf8.parse(plain), keyWords(key), { mode: ECB, padding: Pkcs7 }).ciphertext.toString(
    Base64,
  );
}

/** The last PKCS7 pad length of `hex` when the padding is well formed, otherwise undefined. */
function pkcs7PadLength(hex: string): number | undefined {
  const pad = parseInt(hex.slice(-2), 16);
  if (!(pad >= 1 && pad <= BLOCK_BYTES) || hex.length < pad * 2) return undefined;
  const padByte = hex.slice(-2);
  for (let i = 1; i <= pad; i += 1) {
    if (hex.slice(-2 * i, -2 * i + 2 || undefined) !== padByte) return undefined;
  }
  return pad;
}

// the decrypting half; a wrong key, bad padding or text that is not ciphertext gives ''
export function decryptText(cipherBase64: string, key: string = TEXT_CIPHER_KEY): string {
  const words = keyWords(key);
  if (!BASE64.test(cipherBase64)) return '';
  try {
    const ciphertext = Base64.parse(cipherBase64);
    if (ciphertext.sigBytes === 0 || ciphertext.sigBytes % BLOCK_BYTES !== 0) return '';
    // decrypt without unpadding, then check the PKCS7 padding ourselves: crypto-js does not verify it
    const padded = AES.decrypt(ciphertext.toString(Hex), words, {
      format: HexFormat,
      mode: ECB,
      padding: NoPadding,
    }).toString(Hex);
    const pad = pkcs7PadLength(padded);
    if (pad === undefined) return '';
    return Hex.parse(padded.slice(0, -2 * pad)).toString(Utf8);
  } catch {
    // malformed UTF-8 after a wrong key
    return '';
  }
}

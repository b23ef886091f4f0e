import { createHash, randomBytes, randomInt } from 'node:crypto';

// The random secrets an account hands out (session tokens, visit keys, reset codes) and the one
// way they are stored: a SHA-256 digest. The secrets carry 256 bits (tokens) or are guarded by a
// try limit (codes), so a fast digest is enough; passwords use argon2id instead (passwords.ts).

/** An opaque token: 32 random bytes, base64url (43 characters). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The digest a secret is stored and looked up by. */
export function digestOf(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

// Without 0/O and 1/I/L, which read alike in a mail; still alphanumeric
// (docs/product.md#validation).
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A reset code: 4 random alphanumeric characters (docs/product.md#validation). */
export function randomCode(length = 4): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** A reset code's digest is bound to its account, so equal codes of two accounts differ. */
export function codeDigest(userId: number, code: string): string {
  return digestOf(`${userId}:${code.toUpperCase()}`);
}

import { createCipheriv, createDecipheriv } from 'node:crypto';
import AES from 'crypto-js/aes';
import Hex from 'crypto-js/enc-hex';
import ECB from 'crypto-js/mode-ecb';
import NoPadding from 'crypto-js/pad-nopadding';
import {
  DEFAULT_TEXT_CIPHER_KEY,
  TEXT_CIPHER_KEY,
  decryptText,
  encryptText,
  isValidTextCipherKey,
} from '@/lib/shop/text-cipher';

function nodeEncrypt(plain: string, key: string): string {
  const algorithm = `aes-${Buffer.byteLength(key) * 8}-ecb`;
  const cipher = createCipheriv(algorithm, Buffer.from(key, 'utf8'), null);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

function nodeDecrypt(cipherBase64: string, key: string): string {
  const algorithm = `aes-${Buffer.byteLength(key) * 8}-ecb`;
  const decipher = createDecipheriv(algorithm, Buffer.from(key, 'utf8'), null);
  return Buffer.concat([decipher.update(cipherBase64, 'base64'), decipher.final()]).toString('utf8');
}

const KEY_128 = 'Sixteen byte key';
const KEY_192 = 'Twenty-four byte key!!!!';
const KEY_256 = 'A thirty-two byte key for AES!!!';

describe('text cipher is AES in ECB mode', () => {
  it('reproduces the FIPS-197 AES-128 known answer (appendix C.1)', () => {
    const cipher = AES.encrypt(
      Hex.parse('00112233445566778899aabbccddeeff'),
      Hex.parse('000102030405060708090a0b0c0d0e0f'),
      { mode: ECB, padding: NoPadding },
    );
    expect(cipher.ciphertext.toString(Hex)).toBe('69c4e0d86a7b0430d8cdb78070b4c55a');
  });

  it('has a 16-character default key', () => {
    expect(DEFAULT_TEXT_CIPHER_KEY).toHaveLength(16);
    expect(TEXT_CIPHER_KEY).toBe(process.env.NEXT_PUBLIC_TEXT_CIPHER_KEY || DEFAULT_TEXT_CIPHER_KEY);
  });
});

describe('text cipher matches Node AES-ECB with PKCS7 padding', () => {
  it.each([
    ['empty text', '', KEY_128],
    ['short ASCII', 'hello', KEY_128],
    ['exactly 16 bytes', '0123456789abcdef', KEY_128],
    ['exactly 32 bytes', 'Oculo eyewear, thirty-two bytes!', KEY_128],
    ['multi-byte UTF-8', 'Brille für Jörg — 眼镜 👓', KEY_128],
    ['15 bytes', 'fifteen bytes!!', KEY_128],
    ['17 bytes', 'seventeen bytes!!', KEY_128],
    ['JSON', '{"od_sph":"-2.00","os_sph":"-1.75"}', KEY_128],
    ['AES-192 key', 'prescription', KEY_192],
    ['AES-256 key', 'prescription', KEY_256],
    ['the default key', 'default key text', DEFAULT_TEXT_CIPHER_KEY],
  ])('%s', (_label, plain, key) => {
    const expected = nodeEncrypt(plain, key);
    expect(encryptText(plain, key)).toBe(expected);
    expect(decryptText(expected, key)).toBe(plain);
    expect(nodeDecrypt(encryptText(plain, key), key)).toBe(plain);
  });

  it('pads a 16-byte-exact input with a whole extra block', () => {
    expect(Buffer.from(encryptText('0123456789abcdef', KEY_128), 'base64')).toHaveLength(32);
  });

  it('encrypts with TEXT_CIPHER_KEY by default', () => {
    expect(encryptText('hello')).toBe(nodeEncrypt('hello', TEXT_CIPHER_KEY));
  });
});

describe('text cipher round trips and failures', () => {
  it.each([
    ['plain ASCII', 'shopper@example.com'],
    ['empty', ''],
    ['long text', 'frame '.repeat(500)],
    ['emoji and CJK', '👓 眼镜 очки'],
    ['newlines', 'line one\nline two\r\n'],
  ])('round trips %s', (_label, plain) => {
    expect(decryptText(encryptText(plain))).toBe(plain);
  });

  it.each([
    ['a wrong key', encryptText('secret order note', KEY_128), 'Another 16b key!'],
    ['not base64', 'this is not ciphertext!', KEY_128],
    ['base64 that is not a whole block', 'aGVsbG8=', KEY_128],
    ['an empty string', '', KEY_128],
    ['a truncated ciphertext', encryptText('0123456789abcdef', KEY_128).slice(0, 24), KEY_128],
  ])('gives an empty string for %s', (_label, cipherText, key) => {
    expect(decryptText(cipherText, key)).toBe('');
  });

  it.each([['short'], ['seventeen chars!!'], ['']])('refuses a key of the wrong size (%p)', (key) => {
    expect(isValidTextCipherKey(key)).toBe(false);
    expect(() => encryptText('x', key)).toThrow(RangeError);
    expect(() => decryptText('x', key)).toThrow(RangeError);
  });

  it.each([[KEY_128], [KEY_192], [KEY_256], ['ÄÖÜäöü1234']])(
    'accepts a key of 16, 24 or 32 bytes (%p)',
    (key) => {
      expect(isValidTextCipherKey(key)).toBe(true);
    },
  );
});

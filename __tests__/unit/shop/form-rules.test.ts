import {
  isEmail,
  isPasswordLike,
  isUsDate,
  isVerificationCode,
  passwordProblem,
  VALIDATION_MESSAGES,
} from '@/lib/shop/form-rules';
import { email, passwordLike, usDate, verificationCode } from '@/lib/shop/validation';

// docs/product.md#validation: the browser's plain checks must agree with the zod schemas the server
// validates with.
const CASES: readonly unknown[] = [
  'ada@example.com',
  'ada.lovelace-1@mail.example.co.uk',
  'ada@example',
  '@example.com',
  'abcdefgh',
  'abcdefg',
  'password密码',
  '04/25/1990',
  '13/01/2020',
  '02/30/2020',
  '4/5/1990',
  'A7K2',
  'a7k',
  'A7K2X',
  '',
  42,
  null,
];

describe('form rules agree with the validation schemas (docs/product.md#validation)', () => {
  it.each(CASES.map((value) => [value]))('%p', (value) => {
    expect(isEmail(value)).toBe(email.safeParse(value).success);
    expect(isPasswordLike(value)).toBe(passwordLike.safeParse(value).success);
    expect(isUsDate(value)).toBe(usDate.safeParse(value).success);
    expect(isVerificationCode(value)).toBe(verificationCode.safeParse(value).success);
  });
});

describe('passwordProblem', () => {
  it.each([
    ['short', VALIDATION_MESSAGES.passwordTooShort],
    ['longenough中', VALIDATION_MESSAGES.passwordChinese],
    ['😀😀😀😀😀😀😀😀', null], // 8 characters as a person counts them
    ['correct horse', null],
  ])('passwordProblem(%p) is %p', (value, problem) => {
    expect(passwordProblem(value)).toBe(problem);
  });
});

import {
  VALIDATION_MESSAGES,
  calendarDate,
  email,
  isCalendarDate,
  isEmail,
  isLettersOnly,
  isPasswordLike,
  isUsDate,
  isVerificationCode,
  lettersOnly,
  passwordLike,
  usDate,
  verificationCode,
} from '@/lib/shop/validation';

describe('docs/product.md#validation: letters only (A-Z and a-z)', () => {
  it.each([
    ['Anna', true],
    ['smith', true],
    ['McDONALD', true],
    ['', false],
    ['Anne Marie', false],
    ['O’Brien', false],
    ['Jean-Luc', false],
    ['R2D2', false],
    ['José', false],
    [42, false],
  ])('isLettersOnly(%p) is %p', (value, expected) => {
    expect(isLettersOnly(value)).toBe(expected);
  });

  it('explains the failure to the shopper', () => {
    const result = lettersOnly.safeParse('Anne Marie');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(VALIDATION_MESSAGES.lettersOnly);
  });
});

describe('docs/product.md#validation: password-like string (≥ 8 characters, no Chinese characters)', () => {
  it.each([
    ['abcdefgh', true],
    ['correct horse battery', true],
    ['Pässwörd!', true],
    ['12345678', true],
    ['abcdefg', false],
    ['', false],
    ['password密码', false],
    ['密码密码密码密码', false],
    ['abcdefg\u3400', false],
    [null, false],
  ])('isPasswordLike(%p) is %p', (value, expected) => {
    expect(isPasswordLike(value)).toBe(expected);
  });

  it.each([
    ['short', VALIDATION_MESSAGES.passwordTooShort],
    ['longenough中', VALIDATION_MESSAGES.passwordChinese],
  ])('passwordLike(%p) says %p', (value, message) => {
    const result = passwordLike.safeParse(value);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });
});

describe('docs/product.md#validation: e-mail format', () => {
  it.each([
    ['shopper@example.com', true],
    ['first.last@example.co.uk', true],
    ['first-last_99@mail-host.io', true],
    ['a@b.c', true],
    ['shopper@localhost', false],
    ['shopper.example.com', false],
    ['@example.com', false],
    ['shopper@.com', false],
    ['shopper@example.', false],
    ['shop per@example.com', false],
    ['shopper+tag@example.com', false],
    ['shopper@exa_mple.com', true],
    ['shopper@@example.com', false],
    ['', false],
  ])('isEmail(%p) is %p', (value, expected) => {
    expect(isEmail(value)).toBe(expected);
  });

  it('says "Please enter a valid e-mail address."', () => {
    expect(email.safeParse('nope').error?.issues[0]?.message).toBe('Please enter a valid e-mail address.');
  });
});

describe('docs/product.md#validation: date MM/DD/YYYY', () => {
  it.each([
    ['01/01/2024', true],
    ['12/31/1999', true],
    ['09/30/0001', true],
    ['02/31/2024', true],
    ['13/01/2024', false],
    ['00/10/2024', false],
    ['01/00/2024', false],
    ['01/32/2024', false],
    ['1/1/2024', false],
    ['01/01/24', false],
    ['2024-01-01', false],
    ['01/01/20245', false],
    ['', false],
  ])('isUsDate(%p) is %p', (value, expected) => {
    expect(isUsDate(value)).toBe(expected);
  });

  it('asks for the MM/DD/YYYY shape', () => {
    expect(usDate.safeParse('2024-01-01').error?.issues[0]?.message).toBe(VALIDATION_MESSAGES.usDate);
  });
});

// A birthday is stored in a date column, which refuses days the pattern allows.
describe('a date that exists on the calendar (the birthday column)', () => {
  it.each([
    ['01/01/2024', true],
    ['12/31/9999', true],
    ['01/01/0001', true],
    ['02/29/2024', true],
    ['02/29/2000', true],
    ['02/29/1900', false],
    ['02/29/2023', false],
    ['02/30/2024', false],
    ['04/31/1990', false],
    ['06/31/1990', false],
    ['09/31/1990', false],
    ['11/31/1990', false],
    ['01/31/0000', false],
    ['13/01/2024', false],
    ['2024-01-01', false],
    [20240101, false],
  ])('isCalendarDate(%p) is %p', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
    expect(calendarDate.safeParse(value).success).toBe(expected);
  });

  it('says the day does not exist, after the shape is right', () => {
    expect(calendarDate.safeParse('02/31/2024').error?.issues[0]?.message).toBe(
      VALIDATION_MESSAGES.calendarDate,
    );
    expect(calendarDate.safeParse('2024-02-31').error?.issues[0]?.message).toBe(VALIDATION_MESSAGES.usDate);
  });
});

describe('docs/product.md#validation: verification code (exactly 4 alphanumeric characters)', () => {
  it.each([
    ['a1B2', true],
    ['0000', true],
    ['ABCD', true],
    ['abc', false],
    ['abcde', false],
    ['ab-1', false],
    ['ab 1', false],
    ['１２３４', false],
    ['', false],
    [1234, false],
  ])('isVerificationCode(%p) is %p', (value, expected) => {
    expect(isVerificationCode(value)).toBe(expected);
  });

  it('explains the failure', () => {
    expect(verificationCode.safeParse('12').error?.issues[0]?.message).toBe(
      VALIDATION_MESSAGES.verificationCode,
    );
  });
});

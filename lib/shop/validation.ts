import { z } from 'zod';

// The shop's form rules (spec §5). Each rule is a zod schema for boundaries and a boolean helper for forms.

export const VALIDATION_MESSAGES = {
  lettersOnly: 'Please use letters only (A–Z, no spaces, digits or symbols).',
  passwordTooShort: 'Your password must be at least 8 characters long.',
  passwordChinese: 'Your password cannot contain Chinese characters.',
  email: 'Please enter a valid e-mail address.',
  usDate: 'Please enter the date as MM/DD/YYYY.',
  verificationCode: 'Please enter the 4-character verification code we sent you.',
} as const;

export const PASSWORD_MIN_LENGTH = 8;

const LETTERS_ONLY = /^[A-Za-z]+$/;
const CHINESE_CHARACTER = /\p{Unified_Ideograph}/u;
const EMAIL = /^[\w.-]+@[\w-]+(\.[\w-]+)+$/;
const US_DATE = /^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/\d{4}$/;
const VERIFICATION_CODE = /^[A-Za-z0-9]{4}$/;

// spec §5: letters only, A-Z and a-z
export const lettersOnly = z
  .string({ error: VALIDATION_MESSAGES.lettersOnly })
  .regex(LETTERS_ONLY, VALIDATION_MESSAGES.lettersOnly);

// spec §5: password-like string, at least 8 characters, no Chinese characters
export const passwordLike = z
  .string({ error: VALIDATION_MESSAGES.passwordTooShort })
  .refine((value) => Array.from(value).length >= PASSWORD_MIN_LENGTH, VALIDATION_MESSAGES.passwordTooShort)
  .refine((value) => !CHINESE_CHARACTER.test(value), VALIDATION_MESSAGES.passwordChinese);

// spec §5: e-mail, word characters, dots or hyphens; @; a domain containing a dot
export const email = z.string({ error: VALIDATION_MESSAGES.email }).regex(EMAIL, VALIDATION_MESSAGES.email);

// spec §5: date MM/DD/YYYY, month 01-12, day 01-31, four-digit year
export const usDate = z
  .string({ error: VALIDATION_MESSAGES.usDate })
  .regex(US_DATE, VALIDATION_MESSAGES.usDate);

// spec §5: verification code, exactly 4 alphanumeric characters
export const verificationCode = z
  .string({ error: VALIDATION_MESSAGES.verificationCode })
  .regex(VERIFICATION_CODE, VALIDATION_MESSAGES.verificationCode);

export function isLettersOnly(value: unknown): boolean {
  return lettersOnly.safeParse(value).success;
}

export function isPasswordLike(value: unknown): boolean {
  return passwordLike.safeParse(value).success;
}

export function isEmail(value: unknown): boolean {
  return email.safeParse(value).success;
}

export function isUsDate(value: unknown): boolean {
  return usDate.safeParse(value).success;
}

export function isVerificationCode(value: unknown): boolean {
  return verificationCode.safeParse(value).success;
}

// The shop's form rules (docs/product.md#validation) as plain patterns and boolean checks. Browser
// forms use these directly: importing the zod schemas of validation.ts into a client component
// would ship zod in its bundle. validation.ts builds its schemas on the same patterns, so both
// sides agree.

export const VALIDATION_MESSAGES = {
  lettersOnly: 'Please use letters only (A–Z, no spaces, digits or symbols).',
  passwordTooShort: 'Your password must be at least 8 characters long.',
  passwordChinese: 'Your password cannot contain Chinese characters.',
  email: 'Please enter a valid e-mail address.',
  usDate: 'Please enter the date as MM/DD/YYYY.',
  calendarDate: 'Please enter a date that exists, as MM/DD/YYYY.',
  verificationCode: 'Please enter the 4-character verification code we sent you.',
} as const;

export const PASSWORD_MIN_LENGTH = 8;
/**
 * The password rule as forms show it under the field, before the shopper types: the length only.
 * The rule against Chinese characters is explained when a password breaks it (passwordProblem).
 */
export const PASSWORD_HINT = 'At least 8 characters.';

// letters only, A-Z and a-z
export const LETTERS_ONLY = /^[A-Za-z]+$/;
// password-like string, no Chinese characters
export const CHINESE_CHARACTER = /\p{Unified_Ideograph}/u;
// e-mail, word characters, dots or hyphens; @; a domain containing a dot
export const EMAIL = /^[\w.-]+@[\w-]+(\.[\w-]+)+$/;
// date MM/DD/YYYY, month 01-12, day 01-31, four-digit year
export const US_DATE = /^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/\d{4}$/;
// verification code, exactly 4 alphanumeric characters
export const VERIFICATION_CODE = /^[A-Za-z0-9]{4}$/;

const matches = (pattern: RegExp, value: unknown): boolean =>
  typeof value === 'string' && pattern.test(value);

export function isLettersOnly(value: unknown): boolean {
  return matches(LETTERS_ONLY, value);
}

/** Long enough counts characters as a person sees them (code points), not UTF-16 units. */
export function isLongEnoughPassword(value: string): boolean {
  return Array.from(value).length >= PASSWORD_MIN_LENGTH;
}

/** What is wrong with a chosen password, or null when it passes. */
export function passwordProblem(value: string): string | null {
  if (!isLongEnoughPassword(value)) return VALIDATION_MESSAGES.passwordTooShort;
  if (CHINESE_CHARACTER.test(value)) return VALIDATION_MESSAGES.passwordChinese;
  return null;
}

export function isPasswordLike(value: unknown): boolean {
  return typeof value === 'string' && passwordProblem(value) === null;
}

export function isEmail(value: unknown): boolean {
  return matches(EMAIL, value);
}

export function isUsDate(value: unknown): boolean {
  return matches(US_DATE, value);
}

/**
 * Whether an MM/DD/YYYY date is a day of the calendar: the date pattern lets February 31 and
 * year 0000 through, and a date column refuses them (the birthday answered 500).
 */
export function isCalendarDate(value: unknown): boolean {
  if (!isUsDate(value)) return false;
  const [month = 0, day = 0, year = 0] = String(value).split('/').map(Number);
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const daysInMonth = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return year >= 1 && day <= daysInMonth;
}

export function isVerificationCode(value: unknown): boolean {
  return matches(VERIFICATION_CODE, value);
}

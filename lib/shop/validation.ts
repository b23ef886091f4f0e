import { z } from 'zod';
import {
  CHINESE_CHARACTER,
  EMAIL,
  isCalendarDate,
  isLongEnoughPassword,
  LETTERS_ONLY,
  US_DATE,
  VALIDATION_MESSAGES,
  VERIFICATION_CODE,
} from './form-rules';

// The shop's form rules (docs/product.md#validation) as zod schemas for boundaries. The patterns,
// messages and the boolean helpers live in form-rules.ts, which browser forms import without
// pulling in zod.

export {
  isCalendarDate,
  isEmail,
  isLettersOnly,
  isPasswordLike,
  isUsDate,
  isVerificationCode,
  VALIDATION_MESSAGES,
} from './form-rules';

// letters only, A-Z and a-z
export const lettersOnly = z
  .string({ error: VALIDATION_MESSAGES.lettersOnly })
  .regex(LETTERS_ONLY, VALIDATION_MESSAGES.lettersOnly);

// password-like string, at least 8 characters, no Chinese characters
export const passwordLike = z
  .string({ error: VALIDATION_MESSAGES.passwordTooShort })
  .refine(isLongEnoughPassword, VALIDATION_MESSAGES.passwordTooShort)
  .refine((value) => !CHINESE_CHARACTER.test(value), VALIDATION_MESSAGES.passwordChinese);

// e-mail, word characters, dots or hyphens; @; a domain containing a dot
export const email = z.string({ error: VALIDATION_MESSAGES.email }).regex(EMAIL, VALIDATION_MESSAGES.email);

// date MM/DD/YYYY, month 01-12, day 01-31, four-digit year
export const usDate = z
  .string({ error: VALIDATION_MESSAGES.usDate })
  .regex(US_DATE, VALIDATION_MESSAGES.usDate);

/** A date that also exists on the calendar, as a date column needs it (a birthday). */
export const calendarDate = usDate.refine(isCalendarDate, VALIDATION_MESSAGES.calendarDate);

// verification code, exactly 4 alphanumeric characters
export const verificationCode = z
  .string({ error: VALIDATION_MESSAGES.verificationCode })
  .regex(VERIFICATION_CODE, VALIDATION_MESSAGES.verificationCode);

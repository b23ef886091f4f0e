import { z } from 'zod';
import { email as emailFormat } from '@/lib/shop/validation';
import { hasHiddenCharacters, hiddenCharactersMessage } from '@/lib/shop/name-characters';
import { integer } from '../../fields';

// Field builders the operator console's calls share (docs/operating.md#console).

/** The OpenAPI tag every operator call is listed under (operator calls have their own tag). */
export const OPERATOR_TAG = 'Operator console';

/** Largest page an operator list answers: every list is paginated on the server. */
export const ADMIN_PAGE_SIZE_MAX = 100;
export const ADMIN_PAGE_SIZE_DEFAULT = 25;

/** page (from 1) and pageSize, as every operator list takes them. */
export const paging = {
  page: integer(1, 100_000).default(1),
  pageSize: integer(1, ADMIN_PAGE_SIZE_MAX).default(ADMIN_PAGE_SIZE_DEFAULT),
};

export const staffEmail = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  emailFormat.max(254, 'Please enter a valid e-mail address.'),
);

/** An operator's password: longer than a shopper's, since it opens every customer's data. */
export const STAFF_PASSWORD_MIN = 12;
export const staffPassword = z
  .string({ error: `Choose a password of at least ${STAFF_PASSWORD_MIN} characters.` })
  .min(STAFF_PASSWORD_MIN, `Choose a password of at least ${STAFF_PASSWORD_MIN} characters.`)
  .max(128, 'Keep the password under 128 characters.');

export const staffName = z
  .string()
  .trim()
  .max(80, 'Keep the name under 80 characters.')
  .regex(/^[^\p{Cc}<>]*$/u, 'Use letters, spaces, hyphens or apostrophes in the name.')
  .refine((name) => !hasHiddenCharacters(name), hiddenCharactersMessage('the name'));

/** A calendar day, YYYY-MM-DD, for date-range filters. */
export const isoDay = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'Use a date as YYYY-MM-DD.')
    // a day the calendar has: 2026-02-30 would roll over into March unnoticed
    .refine(
      // zod runs this check after a failed pattern too: a text that is no date at all is refused, not thrown
      (day) => {
        const date = new Date(`${day}T00:00:00Z`);
        return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
      },
      'That day is not in the calendar.',
    )
    // year 0 is in JavaScript's calendar but not the database's (a 500 where an owner mistyped a year)
    .refine((day) => Number(day.slice(0, 4)) >= 1970, 'Give a date between the years 1970 and 9999.')
    .optional(),
);

/** A short free-text search or filter value. */
export const searchText = (max = 100) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.string().trim().max(max, `Keep it under ${max} characters.`).optional(),
  );

/** An optician's licence number as the licensing body writes it (docs/operating.md#optician-check). */
export const licenceNumberField = z
  .string()
  .trim()
  .max(40, 'Keep the licence number under 40 characters.')
  .regex(
    /^[\p{L}\p{N} ./-]*$/u,
    'Use letters, digits, spaces, dots, slashes or hyphens in the licence number.',
  );

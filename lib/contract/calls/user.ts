import { z } from 'zod';
import { hasHiddenCharacters, hiddenCharactersMessage } from '@/lib/shop/name-characters';
import { calendarDate, email as emailFormat, passwordLike, verificationCode } from '@/lib/shop/validation';
import { defineCall, noInput } from '../call';

// docs/product.md#calls: /api/user/*. docs/product.md#accounts: argon2id passwords, opaque tokens
// stored hashed and valid 2 days; docs/product.md#password-reset: 4-character reset codes valid 10
// minutes with 5 tries.

/** Failed sign-ins allowed per e-mail from one network address, and per address, before a wait. */
export const LOGIN_FAILURES_PER_EMAIL = 10;
export const LOGIN_FAILURES_PER_ADDRESS = 30;
/** Minutes counted over, and waited once spent. */
export const LOGIN_LIMIT_MINUTES = 15;
/** Reset codes: minutes valid, wrong tries before the code dies, codes an account may get a day. */
export const RESET_CODE_MINUTES = 10;
export const RESET_CODE_TRIES = 5;
export const RESET_CODES_PER_DAY = 10;
/** Reset codes one network address may ask for an hour, and for one e-mail a day. */
export const RESET_ASKS_PER_ADDRESS_HOUR = 5;
export const RESET_ASKS_PER_EMAIL_ADDRESS_DAY = 3;
/** Days a fast-registered account's set-password link works. */
export const SET_PASSWORD_LINK_DAYS = 7;
/** Days a new account's confirm link works (docs/security.md#account-enumeration). */
export const CONFIRM_LINK_DAYS = 2;
/**
 * Mails a day about one e-mail that its owner did not ask for (someone registered or checked out
 * with it, or signed in before confirming): later ones are answered the same but send nothing, so
 * these calls cannot flood a mailbox.
 */
export const ACCOUNT_NOTICES_PER_DAY = 3;
/**
 * Minutes after a sign-in (the checkout's fast registration) during which its session alone may
 * choose an account's first password; later it takes the set-password link's token.
 */
export const FIRST_PASSWORD_FRESH_MINUTES = 30;

export const NAME_MAX = 50;

const email = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  emailFormat.max(254, 'Please enter a valid e-mail address.'),
);
const password = passwordLike.refine((v) => v.length <= 128, 'Keep your password under 128 characters.');
/** A sign-in attempt takes any text: rules apply when a password is chosen, not when it is typed. */
const typedPassword = z
  .string({ error: 'Enter your password.' })
  .min(1, 'Enter your password.')
  .max(128, 'Keep your password under 128 characters.');
const personName = (what: string) =>
  z
    .string()
    .trim()
    .max(NAME_MAX, `Keep your ${what} under ${NAME_MAX} characters.`)
    .regex(/^[^\p{Cc}<>]*$/u, `Use letters, spaces, hyphens or apostrophes in your ${what}.`)
    .refine((name) => !hasHiddenCharacters(name), hiddenCharactersMessage(`your ${what}`));
const orEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === null ? '' : v), z.union([z.literal(''), schema]));

export const GENDERS = ['female', 'male', 'other'] as const;

/** What the storefront keeps of the signed-in shopper (the user info; its fields are ours). */
export const userInfoSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneCode: z.string(),
  phone: z.string(),
  gender: z.union([z.enum(GENDERS), z.literal('')]),
  /** MM/DD/YYYY (docs/product.md#validation), or "". */
  birthday: z.string(),
  countryCode: z.string(),
  /** False for an account made from an e-mail alone until a password is chosen. */
  hasPassword: z.boolean(),
  newsletter: z.boolean(),
  /** ISO time the account was made. */
  memberSince: z.string(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

const signedIn = z.object({
  /** The bearer token for every later call; valid 2 days (docs/product.md#accounts). */
  token: z.string(),
  userInfo: userInfoSchema,
});

export const loginCall = defineCall({
  method: 'POST',
  path: '/api/user/login',
  tag: 'Account',
  summary: 'Signs in with e-mail and password.',
  description: `Code 0 "The e-mail or password is not right." for any mismatch, whether or not the e-mail has an account. After ${LOGIN_FAILURES_PER_EMAIL} failures for one e-mail from one network address, or ${LOGIN_FAILURES_PER_ADDRESS} from one address, within ${LOGIN_LIMIT_MINUTES} minutes, 429 with data.retryAfter for that pair or address only; past ${LOGIN_FAILURES_PER_EMAIL} failures of an e-mail from all addresses its attempts are answered a little later (at most 2 s), never refused, so its owner still gets in. Signing in moves the device's guest wishlist (X-Device-Id) to the account.`,
  usesDeviceId: true,
  input: z.strictObject({ email, password: typedPassword }),
  output: signedIn,
});

export const registerCall = defineCall({
  method: 'POST',
  path: '/api/user/register',
  tag: 'Account',
  summary: 'Makes an account with e-mail and password; a mailed link confirms it and signs in.',
  description: `Password: at least 8 characters, no Chinese characters. The same answer, in the same time, whether or not the e-mail has an account (docs/security.md#account-enumeration). A new e-mail gets its account, not signed in yet, and a mail whose link (valid ${CONFIRM_LINK_DAYS} days) goes to /api/user/confirmEmail; until then the password signs nobody in. An e-mail that has an account changes nothing: its owner is mailed that someone tried (at most ${ACCOUNT_NOTICES_PER_DAY} such mails a day).`,
  input: z.strictObject({
    email,
    password,
    firstName: orEmpty(personName('first name')).optional(),
    lastName: orEmpty(personName('last name')).optional(),
    newsletter: z.boolean().optional(),
  }),
  output: z.object({ sent: z.literal(true) }),
});

export const confirmEmailCall = defineCall({
  method: 'POST',
  path: '/api/user/confirmEmail',
  tag: 'Account',
  summary: 'Confirms a new account’s e-mail with the mailed link’s token and signs in.',
  description: `The token of the link mailed by /api/user/register (or again by a sign-in before confirming): it works once, for ${CONFIRM_LINK_DAYS} days. Code 0 for a wrong, used or expired token. Signing in moves the device's guest wishlist (X-Device-Id) to the account.`,
  usesDeviceId: true,
  input: z.strictObject({ token: z.string().min(20).max(100) }),
  output: signedIn,
});

export const fastRegisterCall = defineCall({
  method: 'POST',
  path: '/api/user/fastRegister',
  tag: 'Account',
  summary: 'Makes an account from an e-mail alone (at checkout) and signs in.',
  description: `The same answer, in the same time, whether or not the e-mail has an account (docs/security.md#account-enumeration). A new e-mail gets an account without a password and a mail with a link to choose one (valid ${SET_PASSWORD_LINK_DAYS} days). An e-mail that has an account gets an account of its own, held apart for this checkout, which signs nobody into the existing one; the existing account's owner is mailed instead (at most ${ACCOUNT_NOTICES_PER_DAY} such mails a day), and the held account's paid orders move into it when its owner next signs in.`,
  usesDeviceId: true,
  input: z.strictObject({ email }),
  output: signedIn,
});

export const forgetPasswordEmailCall = defineCall({
  method: 'POST',
  path: '/api/user/forgetPasswordEmail',
  tag: 'Account',
  summary: 'Mails a 4-character reset code.',
  description: `Always the same answer, in the same time, whether or not the e-mail has an account. The code works once, for ${RESET_CODE_MINUTES} minutes, and dies after ${RESET_CODE_TRIES} wrong tries; an account gets at most ${RESET_CODES_PER_DAY} codes a day (later requests are answered the same but send nothing). One network address may ask ${RESET_ASKS_PER_ADDRESS_HOUR} times an hour, and ${RESET_ASKS_PER_EMAIL_ADDRESS_DAY} times a day for one e-mail, whether or not it has an account; beyond, 429 with data.retryAfter.`,
  input: z.strictObject({ email }),
  output: z.object({ sent: z.literal(true) }),
});

export const forgetPasswordCall = defineCall({
  method: 'POST',
  path: '/api/user/forgetPassword',
  tag: 'Account',
  summary: 'Sets a new password with the mailed code (or set-password link token) and signs in.',
  description:
    'Give `code` (the 4 characters of the reset mail) or `token` (from the set-password link), not both. Every other session of the account ends. Code 0 "The code is not right or has expired." for a wrong, used, expired or dead code.',
  usesDeviceId: true,
  input: z
    .strictObject({
      email,
      code: verificationCode.optional(),
      token: z.string().min(20).max(100).optional(),
      password,
    })
    .refine((v) => (v.code === undefined) !== (v.token === undefined), {
      message: 'Enter the 4-character verification code we sent you.',
      path: ['code'],
    }),
  output: signedIn,
});

export const userInfoCall = defineCall({
  method: 'POST',
  path: '/api/user/userInfo',
  tag: 'Account',
  summary: 'The signed-in shopper’s profile.',
  access: 'signed-in',
  input: noInput,
  output: userInfoSchema,
});

export const setUserInfoCall = defineCall({
  method: 'POST',
  path: '/api/user/setUserInfo',
  tag: 'Account',
  summary: 'Changes the profile: names, phone, gender, birthday, country.',
  description:
    'Every field is optional; a field left out keeps its value, "" clears it. The e-mail cannot be changed here.',
  access: 'signed-in',
  input: z.strictObject({
    firstName: orEmpty(personName('first name')).optional(),
    lastName: orEmpty(personName('last name')).optional(),
    phoneCode: orEmpty(
      z
        .string()
        .trim()
        .regex(/^\d{1,4}$/, 'Choose a dialling code.'),
    ).optional(),
    phone: orEmpty(
      z
        .string()
        .trim()
        .regex(/^[0-9 ()-]{4,20}$/, 'Enter the phone number with digits only.'),
    ).optional(),
    gender: orEmpty(z.enum(GENDERS, { error: 'Choose female, male or other.' })).optional(),
    birthday: orEmpty(calendarDate).optional(),
    countryCode: orEmpty(
      z
        .string()
        .trim()
        .regex(/^[A-Za-z]{2}$/, 'Choose a country.'),
    ).optional(),
  }),
  output: userInfoSchema,
});

export const setPasswordCall = defineCall({
  method: 'POST',
  path: '/api/user/setPassword',
  tag: 'Account',
  summary: 'Changes the password; every other session ends.',
  description: `Code 0 "Your current password is not right." when \`oldPassword\` does not match; each such failure counts as a failed sign-in of the account from this network address, and past the sign-in limits the answer is 429 with data.retryAfter, even for the right password. An account without a password yet leaves \`oldPassword\` out and proves it is its owner: with \`token\` (the set-password link of the fast-registration mail, used once), or by a session signed in at most ${FIRST_PASSWORD_FRESH_MINUTES} minutes ago (code 0 otherwise). This browser stays signed in.`,
  access: 'signed-in',
  // setPassword's fields are the shop's own. `token` is there because a stolen session
  // token alone must not choose the first password of an account that has none.
  input: z.strictObject({
    oldPassword: typedPassword.optional(),
    password,
    token: z.string().min(20).max(100).optional(),
  }),
  output: z.object({ changed: z.literal(true) }),
});

export const subscribeCall = defineCall({
  method: 'POST',
  path: '/api/user/subscribe',
  tag: 'Account',
  summary: 'Puts an e-mail on the newsletter (the footer form; guests too).',
  description:
    'Idempotent. A signed-in shopper’s own e-mail also turns on the newsletter in their mail preferences.',
  input: z.strictObject({ email }),
  output: z.object({ subscribed: z.literal(true) }),
});

export const joinUserTimeCall = defineCall({
  method: 'POST',
  path: '/api/user/joinUserTime',
  tag: 'Account',
  summary: 'Tells the shop the signed-in shopper arrived (after user info loads).',
  description:
    'Answers a visit key that /api/user/leaveUserTime takes back; the leave call is sent as a beacon, which cannot carry the bearer header.',
  access: 'signed-in',
  input: noInput,
  output: z.object({ visitKey: z.string() }),
});

export const leaveUserTimeCall = defineCall({
  method: 'POST',
  path: '/api/user/leaveUserTime',
  tag: 'Account',
  summary: 'Tells the shop the shopper left (page hidden; sent with navigator.sendBeacon).',
  description: 'The visit key identifies the visit; an unknown or already closed key changes nothing.',
  input: z.strictObject({ visitKey: z.string().min(20).max(100) }),
  output: z.object({ recorded: z.boolean() }),
});

export const logoutCall = defineCall({
  method: 'POST',
  path: '/api/user/logout',
  tag: 'Account',
  summary: 'Ends this session (the storefront’s logout calls it first).',
  description:
    'The token stops working at once. A token that already ended answers code 3, which logs the browser out anyway.',
  access: 'signed-in',
  input: noInput,
  output: z.object({ signedOut: z.literal(true) }),
});

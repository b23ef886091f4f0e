import { z } from 'zod';
import { hasHiddenCharacters, hiddenCharactersMessage } from '@/lib/shop/name-characters';
import { isTimeZone, normalPublicUrl, publicUrlProblem } from '@/lib/shop/store-settings';
import { email as emailFormat } from '@/lib/shop/validation';
import { defineCall, noInput } from '../../call';
import { OPERATOR_TAG } from './fields';

// The shop's own settings, owners only (docs/operating.md#store-settings).

/** A name shown to customers (the shop's, the mail sender's): one line of plain text. */
const shownName = (what: string) =>
  z
    .string({ error: `Enter ${what}.` })
    .trim()
    .min(1, `Enter ${what}.`)
    .max(80, `Keep ${what} under 80 characters.`)
    .regex(/^[^\p{Cc}<>"]*$/u, `Use letters, digits, spaces and punctuation other than < > " in ${what}.`)
    .refine((name) => !hasHiddenCharacters(name), hiddenCharactersMessage(what));

const mailAddress = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  emailFormat.max(254, 'Please enter a valid e-mail address.'),
);

const storeSettingsSchema = z.object({
  shopName: z.string(),
  supportEmail: z.string(),
  supportPhone: z.string(),
  mailSenderName: z.string(),
  mailSenderAddress: z.string(),
  timeZone: z.string(),
  publicUrl: z.string(),
});

const storeSettingsView = z.object({
  /** What the shop uses now: the owner's settings over today's defaults. */
  settings: storeSettingsSchema,
  /** The public URL as the owner set it, '' when unset (SITE_URL then decides). */
  publicUrlSetting: z.string(),
  publicUrlSource: z.enum(['setting', 'environment', 'unset']),
  /** The warning the console shows while links in mail cannot reach a customer, or null. */
  publicUrlWarning: z.string().nullable(),
});

export const storeSettingsGetCall = defineCall({
  method: 'GET',
  path: '/api/admin/settings/get',
  tag: OPERATOR_TAG,
  summary: "The shop's settings: its name, contact details, mail sender, time zone and public URL.",
  access: 'operator',
  roles: ['owner'],
  input: noInput,
  output: storeSettingsView,
});

export const storeSettingsUpdateCall = defineCall({
  method: 'POST',
  path: '/api/admin/settings/update',
  tag: OPERATOR_TAG,
  summary: "Changes the shop's settings; every server uses them at once.",
  description:
    'Every field is sent. `supportPhone` may be empty (no phone shown); an empty `publicUrl` follows SITE_URL.',
  access: 'operator',
  roles: ['owner'],
  input: z.strictObject({
    shopName: shownName('the shop’s name'),
    supportEmail: mailAddress,
    supportPhone: z
      .string()
      .trim()
      .max(30, 'Keep the phone number under 30 characters.')
      .regex(/^(\+?[0-9][0-9 ().\/-]*)?$/, 'Use digits, spaces, + ( ) . / and - in the phone number.'),
    mailSenderName: shownName('the sender’s name'),
    mailSenderAddress: mailAddress,
    timeZone: z
      .string()
      .trim()
      .refine(isTimeZone, 'Choose a time zone such as Europe/Berlin or America/New_York.'),
    publicUrl: z
      .string()
      .trim()
      .max(200, 'Keep the address under 200 characters.')
      .superRefine((text, context) => {
        const problem = text === '' ? null : publicUrlProblem(text);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      })
      .transform((text) => (text === '' || publicUrlProblem(text) ? text : normalPublicUrl(text))),
  }),
  output: storeSettingsView,
});

export const STORE_SETTINGS_CALLS = [storeSettingsGetCall, storeSettingsUpdateCall] as const;

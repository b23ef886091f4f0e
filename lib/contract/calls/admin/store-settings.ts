import { z } from 'zod';
import { hasHiddenCharacters, hiddenCharactersMessage } from '@/lib/shop/name-characters';
import { IMAGE_MAX_BYTES, IMAGE_RULE_MESSAGES } from '@/lib/shop/image-rules';
import { POLICY_KINDS, POLICY_MAX_CHARACTERS } from '@/lib/shop/store-policies';
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
  postalAddress: z.string(),
});

const storeSettingsView = z.object({
  /** What the shop uses now: the owner's settings over today's defaults. */
  settings: storeSettingsSchema,
  /** The public URL as the owner set it, '' when unset (SITE_URL then decides). */
  publicUrlSetting: z.string(),
  publicUrlSource: z.enum(['setting', 'environment', 'unset']),
  /** The warning the console shows while links in mail cannot reach a customer, or null. */
  publicUrlWarning: z.string().nullable(),
  /** The owner's logo (`/media/images/<stem>` and its stored widths), or null: the shop's wordmark. */
  logo: z.object({ path: z.string(), widths: z.array(z.number()) }).nullable(),
  /** Each policy page's Markdown, and whether it is still the default text. */
  policies: z.record(z.enum(POLICY_KINDS), z.object({ markdown: z.string(), isDefault: z.boolean() })),
});

/** Room for the largest image and the form's other fields; the image's own limit answers first. */
const UPLOAD_BODY_BYTES = IMAGE_MAX_BYTES + 256 * 1024;

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
    'Every field is sent. `supportPhone` may be empty (no phone shown); an empty `publicUrl` follows SITE_URL. `postalAddress` (a line each, at most 6 lines and 300 characters; docs/operating.md#documents) heads the invoices and is where the return label sends parcels; left out, the one kept stays, and empty removes it.',
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
    postalAddress: z
      .string()
      .trim()
      .max(300, 'Keep the address under 300 characters.')
      .refine((text) => text.split(/\r?\n/).length <= 6, 'Keep the address to 6 lines.')
      .transform((text) =>
        text
          .split(/\r?\n/)
          .map((line) => line.trim())
          .filter(Boolean)
          .join('\n'),
      )
      .optional(),
  }),
  output: storeSettingsView,
});

export const storeSettingsPolicySaveCall = defineCall({
  method: 'POST',
  path: '/api/admin/settings/policySave',
  tag: OPERATOR_TAG,
  summary: 'Changes one policy page (terms, privacy, returns, shipping); shoppers read it at once.',
  description: `\`markdown\` is the page's text in Markdown (headings, lists, links; no HTML or pictures), at most ${POLICY_MAX_CHARACTERS} characters. An empty text gives the page its default back.`,
  access: 'operator',
  roles: ['owner'],
  input: z.strictObject({
    kind: z.enum(POLICY_KINDS, { error: 'Choose terms, privacy, returns or shipping.' }),
    markdown: z
      .string({ error: 'Send the policy’s text.' })
      .max(
        POLICY_MAX_CHARACTERS,
        `Keep the policy under ${POLICY_MAX_CHARACTERS.toLocaleString('en-US')} characters.`,
      )
      .refine(
        (text) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(text),
        'Remove the control characters from the text.',
      )
      .refine((text) => !hasHiddenCharacters(text), hiddenCharactersMessage('the text')),
  }),
  output: storeSettingsView,
});

const logoFile = z
  .instanceof(File, { error: 'Choose an image file (JPEG, PNG or WebP).' })
  .refine((file) => file.size > 0, IMAGE_RULE_MESSAGES.empty)
  .refine((file) => file.size <= IMAGE_MAX_BYTES, IMAGE_RULE_MESSAGES.tooLarge);

export const storeSettingsLogoSaveCall = defineCall({
  method: 'POST',
  path: '/api/admin/settings/logoSave',
  tag: OPERATOR_TAG,
  summary: "Sets the shop's logo: the site header, mails and invoices show it.",
  description: `Multipart: \`file\` is a JPEG, PNG or WebP (recognised by its bytes, at most ${IMAGE_MAX_BYTES / 1024 / 1024} MB, at least 320 × 120 px), stored without metadata as the product photos are. It replaces the logo before.`,
  access: 'operator',
  roles: ['owner'],
  maxBodyBytes: UPLOAD_BODY_BYTES,
  uploads: { files: 1, fileBytes: IMAGE_MAX_BYTES },
  input: z.strictObject({ file: logoFile }),
  output: storeSettingsView,
});

export const storeSettingsLogoRemoveCall = defineCall({
  method: 'POST',
  path: '/api/admin/settings/logoRemove',
  tag: OPERATOR_TAG,
  summary: "Removes the shop's logo: the shop's own wordmark shows again.",
  access: 'operator',
  roles: ['owner'],
  input: noInput,
  output: storeSettingsView,
});

export const STORE_SETTINGS_CALLS = [
  storeSettingsGetCall,
  storeSettingsUpdateCall,
  storeSettingsPolicySaveCall,
  storeSettingsLogoSaveCall,
  storeSettingsLogoRemoveCall,
] as const;

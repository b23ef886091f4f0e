import { z } from 'zod';
import { IMAGE_MAX_BYTES, IMAGE_RULE_MESSAGES } from '@/lib/shop/image-rules';
import { rolesFor } from '@/lib/shop/staff-roles';
import type { CallContract } from '../../call';
import { defineCall } from '../../call';
import { instant, listOf, rowId } from '../../fields';
import { FAQ_TOPICS } from '../../formats';
import { OPERATOR_TAG } from './fields';
import { shopText } from './product-fields';

// The operator console's content: the home banners (image, headline, link,
// schedule), the hot search words, the photo wall, the help articles (Markdown, with a preview) and
// the about / why-choose pages' editable blocks. Each change is written in the content module's
// tables, whose triggers send the change notices that redraw the storefront's pages (migration 0010).

const roles = rolesFor('catalog');

/** Room for the largest image and the form's other fields; the image's own limit answers first. */
const UPLOAD_BODY_BYTES = IMAGE_MAX_BYTES + 256 * 1024;

const imageFile = z
  .instanceof(File, { error: 'Choose an image file (JPEG, PNG or WebP).' })
  .refine((file) => file.size > 0, IMAGE_RULE_MESSAGES.empty)
  .refine((file) => file.size <= IMAGE_MAX_BYTES, IMAGE_RULE_MESSAGES.tooLarge);

/** A multipart form sends an empty file input as "" or an empty File: both mean "keep the image". */
const optionalImage = z.preprocess(
  (value) =>
    value === '' || value === null || (value instanceof File && value.size === 0) ? undefined : value,
  imageFile.optional(),
);

/** "true"/"false" as a multipart form sends them, or a JSON boolean. */
const flag = (fallback: boolean) =>
  z.preprocess(
    (value) => (value === 'true' || value === 'on' ? true : value === 'false' ? false : value),
    z.boolean({ error: 'Expected true or false.' }).default(fallback),
  );

const optionalId = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  rowId().optional(),
);

/** A moment as ISO 8601 with its offset, or absent ("" and null too): no bound. */
const optionalMoment = (label: string) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    instant(`Give the ${label} as a date and time.`).nullable(),
  );

/** An ordering: every id of the list, once each, in the new order. */
const idOrder = z
  .array(rowId(), { error: 'Send the ids in their new order.' })
  .min(1, 'Send the ids in their new order.')
  .max(500, 'Send at most 500 ids.')
  .refine((ids) => new Set(ids).size === ids.length, 'Name each id once.');

/**
 * Where a banner leads: a path of this site only. Another origin ("//evil.example", "https://…")
 * or a script ("javascript:…") is refused, so a banner can never send shoppers away or run code.
 */
export const SITE_PATH_MESSAGE = 'Use a path on this site that starts with /, such as /flash-sale.';
const sitePath = z
  .string({ error: SITE_PATH_MESSAGE })
  .trim()
  .max(300, 'Keep the link under 300 characters.')
  .regex(/^\/(?![/\\])[^\s\\\p{Cc}]*$/u, SITE_PATH_MESSAGE);

// ——— banners ———

export const adminBannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  ctaLabel: z.string(),
  href: z.string(),
  image: z.object({ url: z.string(), alt: z.string(), uploaded: z.boolean() }),
  sort: z.number().int(),
  active: z.boolean(),
  /** ISO times; null: no bound. */
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  /** Whether the home page shows it now: active and inside its schedule. */
  showing: z.boolean(),
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;

export const bannerDraftSchema = z
  .strictObject({
    /** Absent: a new banner (then `file` is required). */
    id: optionalId,
    title: shopText('headline', 80),
    subtitle: shopText('subtitle', 160, 0).default(''),
    ctaLabel: shopText('button label', 40),
    href: sitePath,
    imageAlt: shopText('alt text', 200),
    startsAt: optionalMoment('start'),
    endsAt: optionalMoment('end'),
    active: flag(true),
    file: optionalImage,
  })
  .superRefine((draft, context) => {
    if (draft.startsAt && draft.endsAt && Date.parse(draft.endsAt) <= Date.parse(draft.startsAt))
      context.addIssue({ code: 'custom', path: ['endsAt'], message: 'End the banner after it starts.' });
  });

export const contentBannersCall = defineCall({
  method: 'POST',
  path: '/api/admin/content/banners',
  tag: OPERATOR_TAG,
  summary: 'Every home banner, in display order, with its schedule.',
  description: '`showing`: the home page shows it now (active and inside its schedule).',
  access: 'operator',
  roles,
  input: z.strictObject({}),
  output: listOf(adminBannerSchema),
});

export const contentBannerSaveCall = defineCall({
  method: 'POST',
  path: '/api/admin/content/bannerSave',
  tag: OPERATOR_TAG,
  summary: 'Creates a home banner, or changes one.',
  description: `Multipart or JSON. Without \`id\` a new banner, last in order, and \`file\` is required. \`file\`: a JPEG, PNG or WebP (by its bytes, at most ${IMAGE_MAX_BYTES / 1024 / 1024} MB), stored without metadata in responsive sizes; it replaces the banner's image. \`href\` is a path of this site. \`startsAt\`/\`endsAt\` (ISO 8601 with offset, or empty) bound when it shows; the home page follows a boundary within seconds.`,
  access: 'operator',
  roles,
  maxBodyBytes: UPLOAD_BODY_BYTES,
  uploads: { files: 1, fileBytes: IMAGE_MAX_BYTES },
  input: bannerDraftSchema,
  output: adminBannerSchema,
});

export const contentBannerDeleteCall = defineCall({
  method: 'POST',
  path: '/api/admin/content/bannerDelete',
  tag: OPERATOR_TAG,
  summary: 'Deletes a home banner; an uploaded image goes with it.',
  description: 'Code 404 for an unknown id.',
  access: 'operator',
  roles,
  input: z.strictObject({ id: rowId() }),
  output: z.object({ id: z.number().int() }),
});

export const contentBannerOrderCall = defineCall({
  method: 'POST',
  path: '/api/admin/content/bannerOrder',
  tag: OPERATOR_TAG,
  summary: 'Puts the home banners in a new order.',
  description: '`ids`: every banner, once each, first shown first. Code 0 when the list is not every banner.',
  access: 'operator',
  roles,
  input: z.strictObject({ ids: idOrder }),
  output: listOf(adminBannerSchema),
});

// ——— hot search words ———

export const adminHotWordSchema = z.object({
  id: z.number().int(),
  word: z.string(),
  sort: z.number().int(),
});

export const contentHotWordsCall = defineCall({
  method: 'POST',
  path: '/api/admin/content/hotWords',
  tag: OPERATOR_TAG,
  summary: 'The words suggested under the search box, in order.',
  access: 'operator',
  roles,
  input: z.strictObject({}),
  output: listOf(adminHotWordSchema),
});

export const contentHotWordAddCall = defineCall({
  method: 'POST',
  path: '/api/admin/content/hotWordAdd',
  tag: OPERATOR_TAG,
  summary: 'Adds a suggested search word, last in order.',
  description: 'Code 0 when the word is already suggested (in any case). Answers every word.',
  access: 'operator',
  roles,
  input: z.strictObject({ word: shopText('word', 40) }),
  output: listOf(adminHotWordSchema),
});

export const contentHotWordRemoveCall = defineCall({
  method: 'POST',
  path: '/api/admin/content/hotWordRemove',
  tag: OPERATOR_TAG,
  summary: 'Removes a suggested search word.',
  description: 'Code 404 for an unknown id. Answers every word left.',
  access: 'operator',
  roles,
  input: z.strictObject({ id: rowId() }),
  output: listOf(adminHotWordSchema),
});

export const contentHotWordOrderCall = defineCall({
  method: 'POST',
  path: '/api/admin/content/hotWordOrder',
  tag: OPERATOR_TAG,
  summary: 'Puts the suggested search words in a new order.',
  description: '`ids`: every word, once each. Code 0 when the list is not every word.',
  access: 'operator',
  roles,
  input: z.strictObject({ ids: idOrder }),
  output: listOf(adminHotWordSchema),
});

// ——— photo wall ———

export const adminPhotoWallSchema = z.object({
  id: z.number().int(),
  author: z.string(),
  caption: z.string(),
  story: z.string(),
  image: z.object({ url: z.string(), alt: z.string(), uploaded: z.boolean() }),
  productCode: z.string().nullable(),
  sort: z.number().int(),
  createdAt: z.string(),
});
export type AdminPhotoWallEntry = z.infer<typeof adminPhotoWallSchema>;

const productCodeRef = z.preprocess(
  (value) =>
    value === '' || value === undefined
      ? null
      : typeof value === 'string'
        ? value.trim().toUpperCase()
        : value,
  z
    .string()
    .regex(/^[A-Z0-9]{2,20}$/, 'Use a product code, as OC1024.')
    .nullable(),
);

export const contentPhotoWallSaveCall = defineCall({
  method: 'POST',
  path: '/api/admin/content/photoWallSave',
  tag: OPERATOR_TAG,
  summary: 'Adds a photo to the photo wall, or changes one.',
  description: `Multipart or JSON. Without \`id\` a new entry, first on the wall, and \`file\` is required (JPEG, PNG or WebP, at most ${IMAGE_MAX_BYTES / 1024 / 1024} MB, stored without metadata). \`productCode\`: the frame worn, a product of the catalog (code 422 when there is none), or empty.`,
  access: 'operator',
  roles,
  maxBodyBytes: UPLOAD_BODY_BYTES,
  uploads: { files: 1, fileBytes: IMAGE_MAX_BYTES },
  input: z.strictObject({
    id: optionalId,
    author: shopText('name', 60),
    caption: shopText('caption', 160),
    story: shopText('story', 2_000, 0).default(''),
    imageAlt: shopText('alt text', 200),
    productCode: productCodeRef,
    file: optionalImage,
  }),
  output: adminPhotoWallSchema,
});

export const contentPhotoWallCall = defineCall({
  method: 'POST',
  path: '/api/admin/content/photoWall',
  tag: OPERATOR_TAG,
  summary: 'Every photo-wall entry, in display order.',
  access: 'operator',
  roles,
  input: z.strictObject({}),
  output: listOf(adminPhotoWallSchema),
});

export const contentPhotoWallDeleteCall = defineCall({
  method: 'POST',
  path: '/api/admin/content/photoWallDelete',
  tag: OPERATOR_TAG,
  summary: 'Takes a photo off the wall; an uploaded image goes with it.',
  description: 'Code 404 for an unknown id.',
  access: 'operator',
  roles,
  input: z.strictObject({ id: rowId() }),
  output: z.object({ id: z.number().int() }),
});

export const contentPhotoWallOrderCall = defineCall({
  method: 'POST',
  path: '/api/admin/content/photoWallOrder',
  tag: OPERATOR_TAG,
  summary: 'Puts the photo wall in a new order.',
  description: '`ids`: every entry, once each. Code 0 when the list is not every entry.',
  access: 'operator',
  roles,
  input: z.strictObject({ ids: idOrder }),
  output: listOf(adminPhotoWallSchema),
});

// ——— help articles ———

export const FAQ_BODY_MAX = 20_000;

export const adminFaqSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  topic: z.string(),
  title: z.string(),
  summary: z.string(),
  /** Markdown. */
  body: z.string(),
  sort: z.number().int(),
  updatedAt: z.string(),
});
export type AdminFaqArticle = z.infer<typeof adminFaqSchema>;

const markdownBody = shopText('article', FAQ_BODY_MAX);

export const contentFaqListCall = defineCall({
  method: 'POST',
  path: '/api/admin/content/faqList',
  tag: OPERATOR_TAG,
  summary: 'Every help article, in the help index order, with its Markdown body.',
  access: 'operator',
  roles,
  input: z.strictObject({}),
  output: listOf(adminFaqSchema),
});

export const contentFaqSaveCall = defineCall({
  method: 'POST',
  path: '/api/admin/content/faqSave',
  tag: OPERATOR_TAG,
  summary: 'Writes a help article, or changes one.',
  description: `Without \`id\` a new article, last of its topic. \`slug\` is its address (/faq/<slug>): lower-case letters, digits and hyphens, unique (code 422 when taken). \`body\` is Markdown, at most ${FAQ_BODY_MAX} characters; raw HTML and unsafe links are shown as text. /faq follows within seconds.`,
  access: 'operator',
  roles,
  input: z.strictObject({
    id: optionalId,
    slug: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
      z
        .string({ error: 'Give the address.' })
        .regex(/^[a-z0-9][a-z0-9-]{0,119}$/, 'Use lower-case letters, digits and hyphens in the address.'),
    ),
    topic: z.enum(FAQ_TOPICS, { error: 'Choose the topic.' }),
    title: shopText('question', 160),
    summary: shopText('summary', 300),
    body: markdownBody,
  }),
  output: adminFaqSchema,
});

export const contentFaqDeleteCall = defineCall({
  method: 'POST',
  path: '/api/admin/content/faqDelete',
  tag: OPERATOR_TAG,
  summary: 'Deletes a help article.',
  description: 'Its address answers 404 from then on. Code 404 for an unknown id.',
  access: 'operator',
  roles,
  input: z.strictObject({ id: rowId() }),
  output: z.object({ id: z.number().int() }),
});

export const contentMarkdownPreviewCall = defineCall({
  method: 'POST',
  path: '/api/admin/content/markdownPreview',
  tag: OPERATOR_TAG,
  summary: 'Markdown as the storefront renders it, for the editor’s preview.',
  description:
    'Answers the HTML the help and about pages would show: raw HTML, pictures and unsafe links are shown as text.',
  access: 'operator',
  roles,
  input: z.strictObject({
    markdown: z.string().max(FAQ_BODY_MAX, `Keep it under ${FAQ_BODY_MAX} characters.`),
  }),
  output: z.object({ html: z.string() }),
});

// ——— the about and why-choose pages' blocks ———

export const PAGE_NAMES = ['about', 'why-choose'] as const;

export const adminPageBlockSchema = z.object({
  page: z.enum(PAGE_NAMES),
  key: z.string(),
  /** What the block is, for the editor: "Our story". */
  label: z.string(),
  heading: z.string(),
  /** Markdown. */
  body: z.string(),
  /** The block's built-in text, which a reset brings back. */
  builtIn: z.object({ heading: z.string(), body: z.string() }),
  /** Whether an operator's version replaces the built-in text. */
  edited: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type AdminPageBlock = z.infer<typeof adminPageBlockSchema>;

const blockRef = {
  page: z.enum(PAGE_NAMES, { error: 'Choose the page: about or why-choose.' }),
  key: z.string().trim().min(1, 'Name the block.').max(40, 'Name the block.'),
};

export const contentPageBlocksCall = defineCall({
  method: 'POST',
  path: '/api/admin/content/pageBlocks',
  tag: OPERATOR_TAG,
  summary: 'The editable blocks of the about and why-choose pages, as they show now.',
  access: 'operator',
  roles,
  input: z.strictObject({}),
  output: listOf(adminPageBlockSchema),
});

export const contentPageBlockSaveCall = defineCall({
  method: 'POST',
  path: '/api/admin/content/pageBlockSave',
  tag: OPERATOR_TAG,
  summary: "Replaces a page block's heading and text (Markdown).",
  description: 'The page shows the new text within seconds. Code 404 for a block the page does not have.',
  access: 'operator',
  roles,
  input: z.strictObject({ ...blockRef, heading: shopText('heading', 120), body: shopText('text', 5_000) }),
  output: adminPageBlockSchema,
});

export const contentPageBlockResetCall = defineCall({
  method: 'POST',
  path: '/api/admin/content/pageBlockReset',
  tag: OPERATOR_TAG,
  summary: 'Brings back a page block’s built-in text.',
  description: 'Code 404 for a block the page does not have.',
  access: 'operator',
  roles,
  input: z.strictObject(blockRef),
  output: adminPageBlockSchema,
});

export const CONTENT_CALLS: readonly CallContract[] = [
  contentBannersCall,
  contentBannerSaveCall,
  contentBannerDeleteCall,
  contentBannerOrderCall,
  contentHotWordsCall,
  contentHotWordAddCall,
  contentHotWordRemoveCall,
  contentHotWordOrderCall,
  contentPhotoWallCall,
  contentPhotoWallSaveCall,
  contentPhotoWallDeleteCall,
  contentPhotoWallOrderCall,
  contentFaqListCall,
  contentFaqSaveCall,
  contentFaqDeleteCall,
  contentMarkdownPreviewCall,
  contentPageBlocksCall,
  contentPageBlockSaveCall,
  contentPageBlockResetCall,
];

import { z } from 'zod';
import { LENS_FLOW_STEPS } from '@/lib/shop/lens-names';
import {
  DATE_FIELDS,
  PRISM_BASE_FIELDS,
  PRISM_FIELDS,
  TEXT_FIELDS,
  type PrismBaseField,
  type TextField,
} from '@/lib/shop/prescription-details';
import { PRESCRIPTION_FIELDS, type PrescriptionField } from '@/lib/shop/prescription-record';
import { defineCall } from '../call';
import { rowId } from '../fields';
import { PRESCRIPTION_IMAGE_MAX_BYTES, PRESCRIPTION_IMAGE_MAX_SIDE } from './prescription';

// docs/product.md#calls, lens flow: /api/process/product, /next, /upload, /submit (selected choice,
// flow response: docs/product.md#lens-flow; docs/product.md#lens-options, docs/product.md#pricing).
// The server owns the step graph and re-checks every choice; prices are US cents and a price sent
// by the browser must be the graph's own, or the call answers code 0 (the wizard steps back).

const productCode = z.string().trim().min(1, 'Name the frame.').max(40);
const STEP_ID = rowId();
/** Uploaded prescription photos are named by a random handle the upload call answers. */
export const UPLOAD_HANDLE = /^[0-9a-f]{32}$/;
/** More choices than the longest path (six steps) cannot be a selection. */
const MAX_CHOICES = 8;

const typedValue = z
  .union([z.number(), z.string().max(12, 'Enter a shorter value.')], { error: 'Enter a number.' })
  .nullable()
  .optional();
const typedFields = Object.fromEntries(PRESCRIPTION_FIELDS.map((field) => [field, typedValue])) as Record<
  PrescriptionField,
  typeof typedValue
>;

// The rest of a typed prescription (docs/product.md#prescription-details), each optional: the
// shop's rules (lib/shop/prescription-details.ts) read them and name a field they cannot keep (422).
// The limits here only bound what is read; the rules give the shopper's message for a long text.
const detailText = (max: number) =>
  z.string({ error: 'Enter text.' }).max(max, 'Enter a shorter text.').nullable().optional();
type DetailText = ReturnType<typeof detailText>;
const fieldsOf = <F extends string, T>(fields: readonly F[], shape: T) =>
  Object.fromEntries(fields.map((field) => [field, shape])) as Record<F, T>;
const detailFields = {
  ...fieldsOf(PRISM_FIELDS, typedValue),
  ...fieldsOf<PrismBaseField, DetailText>(PRISM_BASE_FIELDS, detailText(12)),
  near_pd: typedValue,
  ...fieldsOf<(typeof DATE_FIELDS)[number], DetailText>(DATE_FIELDS, detailText(40)),
  ...fieldsOf<TextField, DetailText>(TEXT_FIELDS, detailText(1000)),
};
/** The shopper confirms an expired prescription is still right (docs/product.md#prescription-details). */
const confirmExpired = z.boolean({ error: 'Expected true or false.' }).optional();

/** The prescription choice's value: typed values, a saved prescription, or an uploaded photo. */
export const prescriptionChoiceSchema = z.discriminatedUnion(
  'source',
  [
    z.strictObject({ source: z.literal('typed'), ...typedFields, ...detailFields, confirmExpired }),
    z.strictObject({ source: z.literal('saved'), id: rowId(), confirmExpired }),
    z.strictObject({
      source: z.literal('image'),
      upload: z.string().regex(UPLOAD_HANDLE, 'Upload the photo of your prescription again.'),
      // the PD typed beside the photo (one, or one per eye); none when it is on the photo
      pd: typedValue,
      pd_right: typedValue,
      pd_left: typedValue,
      /** The shopper says the PD is written on the photo (an optician reads it there). */
      pdOnPhoto: z.boolean({ error: 'Expected true or false.' }).optional(),
    }),
    // sent after ordering, from the order's page (docs/product.md#prescription-later)
    z.strictObject({ source: z.literal('later') }),
  ],
  { error: 'Enter your prescription, choose a saved one or upload a photo of it.' },
);
export type PrescriptionChoice = z.infer<typeof prescriptionChoiceSchema>;

/** A selected choice: type, value, price, item. */
export const selectedChoiceSchema = z.strictObject({
  type: z.string().max(32),
  /** An option id (every step but prescription), or the prescription. */
  value: z.union([rowId(), prescriptionChoiceSchema]),
  /** US cents as the shopper was shown; must equal the graph's price. */
  price: z.number({ error: 'Expected a price in cents.' }).int().min(0).max(10_000_000),
  item: z.string().max(200).default(''),
});

const stepDataSchema = z.array(selectedChoiceSchema).max(MAX_CHOICES, 'Too many choices.');

export const stepOptionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  /** US cents. */
  price: z.number().int(),
  /** Shown but not available for this frame or prescription; `reason` says why. */
  disabled: z.boolean(),
  reason: z.string().nullable(),
  /** Marked "Recommended" (the thinnest index the prescription needs, or the operator's pick); never chosen for the shopper. */
  recommended: z.boolean(),
  /** The option the sent selection already holds for this step (the "ready" answer); the server never chooses for the shopper. */
  selected: z.boolean(),
  /**
   * lens_use options only: the steps that lens use leads through, in order, lens_use first (key and
   * title), so the wizard names a stable progress as soon as the shopper picks one; null elsewhere.
   */
  steps: z.array(z.object({ key: z.enum(LENS_FLOW_STEPS), title: z.string() })).nullable(),
});

/** The flow response (docs/product.md#lens-flow). */
export const flowResponseSchema = z.object({
  /** Steps of the chosen lens use (default 3 before one is chosen). */
  count: z.number().int(),
  /** The 1-based position of the answered step. */
  step: z.number().int(),
  title: z.string(),
  is_end: z.boolean(),
  data: z.object({
    options: z.array(stepOptionSchema),
    prescription: z.object({ addition: z.enum(['required', 'refused']) }).nullable(),
    ready: z.boolean(),
    lensPrice: z.number().int(),
    /** What the lens rules say on this step: the recommended index, a prescription beyond the lab's range (docs/product.md#lens-rules). */
    notes: z.array(z.string()),
  }),
  /** The step's key (one of the lens option keys). */
  type: z.enum(LENS_FLOW_STEPS),
  step_id: z.number().int(),
});
export type FlowAnswer = z.infer<typeof flowResponseSchema>;

const DEVICE_NOTE =
  'Guests send X-Device-Id; a signed-in shopper the bearer token. Without either the call answers code 0.';

export const processProductCall = defineCall({
  method: 'POST',
  path: '/api/process/product',
  tag: 'Lens flow',
  summary: 'Starts the lens flow for a frame: answers the first step, always lens_use.',
  description:
    'Code 404 for an unknown or withdrawn product; code 0 for an accessory (it has no lenses). Options for another frame type are left out; options the frame cannot take are shown disabled with the reason.',
  input: z.strictObject({ code: productCode }),
  output: flowResponseSchema,
});

export const processNextCall = defineCall({
  method: 'POST',
  path: '/api/process/next',
  tag: 'Lens flow',
  summary: 'Checks the choices so far and answers the next step.',
  description:
    '`step_id` is the step just answered; `step_data` holds every choice so far, in order, lens_use first. Each choice must belong to the step the lens use leads to, be offered and makeable for this frame and prescription, and carry the graph’s price; otherwise code 0 with the reason (the wizard steps back) or 422 for prescription values. After the last step’s choice the answer repeats that step with `data.ready` true and the lens price.',
  usesDeviceId: true,
  input: z.strictObject({ code: productCode, step_id: STEP_ID, step_data: stepDataSchema }),
  output: flowResponseSchema,
});

export const processUploadCall = defineCall({
  method: 'POST',
  path: '/api/process/upload',
  tag: 'Lens flow',
  summary: 'Uploads a photo of a prescription (multipart `file`) for the prescription step.',
  description: `JPEG, PNG or WebP recognised by content, at most ${PRESCRIPTION_IMAGE_MAX_BYTES / 1024 / 1024} MB and ${PRESCRIPTION_IMAGE_MAX_SIDE} px a side; re-encoded as JPEG without metadata and kept privately. Answers a handle for the prescription choice ({source: "image", upload}); only the same device or account can use it. ${DEVICE_NOTE}`,
  usesDeviceId: true,
  maxBodyBytes: PRESCRIPTION_IMAGE_MAX_BYTES + 256 * 1024,
  uploads: { files: 1, fileBytes: PRESCRIPTION_IMAGE_MAX_BYTES },
  input: z.strictObject({
    file: z
      .instanceof(File, { error: 'Choose a photo of your prescription.' })
      .refine((file) => file.size > 0, 'The photo is empty. Please choose another file.')
      .refine(
        (file) => file.size <= PRESCRIPTION_IMAGE_MAX_BYTES,
        `The photo must be ${PRESCRIPTION_IMAGE_MAX_BYTES / 1024 / 1024} MB or smaller.`,
      ),
  }),
  output: z.object({ upload: z.string() }),
});

export const processSubmitCall = defineCall({
  method: 'POST',
  path: '/api/process/submit',
  tag: 'Lens flow',
  summary: 'Checks the whole selection again, prices it and adds the glasses to the cart.',
  description: `The selection must be complete; \`color\` is the frame colour's SKU (the first in stock when left out). The line's price is the frame's price now plus the graph's lens prices; nothing the browser says about prices is kept. Code 0 when the selection or the colour cannot be made or is sold out. Answers the cart's new item count (CollectionsAndCartsNum.cart). ${DEVICE_NOTE}`,
  usesDeviceId: true,
  input: z.strictObject({
    code: productCode,
    step_id: STEP_ID,
    step_data: stepDataSchema,
    color: z.string().trim().max(40).optional(),
  }),
  output: z.object({
    /** The cart's item count after the addition. */
    count: z.number().int(),
    line: z.object({
      id: z.number().int(),
      /** Frame plus lenses, US cents, for one pair. */
      unitPrice: z.number().int(),
      framePrice: z.number().int(),
      lensPrice: z.number().int(),
    }),
  }),
});

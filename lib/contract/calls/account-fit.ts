import { z } from 'zod';
import { measuredBy, SAVED_FACE_WIDTH_MM, SAVED_FRAME_WIDTH_MM, SAVED_PD_MM } from '@/lib/shop/saved-fit';
import { defineCall, noInput } from '../call';
import { instant } from '../fields';

// docs/product.md#saved-fit: /api/account/fit/get, /save and /delete, the face measurement a
// signed-in shopper keeps on the account to use on another device. It reaches the shop only when the
// shopper saves it; only its owner reads or deletes it (docs/product.md#privacy).

const mm = (what: string, bounds: { min: number; max: number }, whole = false) => {
  const message = `Give ${what} in millimetres, ${whole ? 'a whole number' : 'a number'} from ${bounds.min} to ${bounds.max}.`;
  const number = z.number({ error: message }).min(bounds.min, message).max(bounds.max, message);
  return whole ? number.int(message) : number;
};

export const fitSaveInputSchema = z
  .strictObject({
    faceWidthMm: mm('the face width', SAVED_FACE_WIDTH_MM),
    frameWidthMin: mm('the narrowest frame width', SAVED_FRAME_WIDTH_MM, true),
    frameWidthMax: mm('the widest frame width', SAVED_FRAME_WIDTH_MM, true),
    /** Absent (or null) when the measurement gave no PD: a single photo gives none. */
    pdMm: mm('the PD', SAVED_PD_MM).nullish(),
    measuredAt: instant('Give when it was measured as an ISO 8601 date and time.').refine(
      (text) => measuredBy(text, new Date()),
      'The measurement cannot be from the future.',
    ),
  })
  .refine((fit) => fit.frameWidthMin <= fit.frameWidthMax, {
    message: 'The narrowest frame width (frameWidthMin) must not be more than the widest (frameWidthMax).',
    path: ['frameWidthMax'],
  });
export type FitSaveInput = z.infer<typeof fitSaveInputSchema>;

export const savedFitSchema = z.object({
  /** The face's width at the temples, mm, to the tenth. */
  faceWidthMm: z.number(),
  /** The frame total widths that fit, whole mm (docs/product.md#face-fit). */
  frameWidthMin: z.number().int(),
  frameWidthMax: z.number().int(),
  /** The distance PD, mm, to the tenth; null when the measurement gave none. */
  pdMm: z.number().nullable(),
  /** When it was measured, ISO 8601. */
  measuredAt: z.string(),
  /** When it was saved to the account, ISO 8601. */
  savedAt: z.string(),
});
export type SavedFit = z.infer<typeof savedFitSchema>;

const answer = z.object({ fit: savedFitSchema.nullable() });

export const accountFitGetCall = defineCall({
  method: 'POST',
  path: '/api/account/fit/get',
  tag: 'Account',
  summary: 'The face measurement the signed-in shopper saved to the account, or null.',
  description:
    'What "Your fit" shows on the account page: the face width, the frame widths it recommends, the PD if one was measured, when it was measured and when saved.',
  access: 'signed-in',
  input: noInput,
  output: answer,
});

export const accountFitSaveCall = defineCall({
  method: 'POST',
  path: '/api/account/fit/save',
  tag: 'Account',
  summary: 'Saves the device’s face measurement to the account, in place of any saved before.',
  description:
    'Sent only when the shopper asks to save it. Face width 100–200 mm, frame widths whole mm 100–180 with the narrowest not above the widest, PD 40–80 mm when given, and the time it was measured (not in the future). Millimetres are kept to the tenth.',
  access: 'signed-in',
  input: fitSaveInputSchema,
  output: z.object({ fit: savedFitSchema }),
});

export const accountFitDeleteCall = defineCall({
  method: 'POST',
  path: '/api/account/fit/delete',
  tag: 'Account',
  summary: 'Deletes the face measurement saved to the account; answers whether there was one.',
  description: 'The measurement kept on the shopper’s devices is theirs and stays.',
  access: 'signed-in',
  input: noInput,
  output: z.object({ deleted: z.boolean() }),
});

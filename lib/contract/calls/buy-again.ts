import { z } from 'zod';
import { LENS_FLOW_STEPS } from '@/lib/shop/lens-names';
import { defineCall } from '../call';
import { orderNumber } from './order';
import { prescriptionChoiceSchema } from './process';

// docs/product.md#buy-again: /api/order/buyAgain puts a delivered order's frames, lens options and
// a copy of its prescription back in the cart, checked again at today's prices. What cannot be added
// as it was is named, with the lens wizard's step to choose a replacement at.

/** A choice the lens wizard opens with (docs/product.md#lens-flow: the selected choice). */
const rememberedChoiceSchema = z.object({
  type: z.enum(LENS_FLOW_STEPS),
  value: z.union([z.number().int(), prescriptionChoiceSchema]),
  price: z.number().int(),
  item: z.string(),
});

export const buyAgainNeedSchema = z.object({
  name: z.string(),
  colorName: z.string(),
  /** What stops the line, in the shopper's words: a colour sold out or gone, an option no longer sold. */
  message: z.string(),
  /**
   * The lens wizard of the frame colour, opened at the step to choose again (`step`, 1 = the lens
   * use), with the order's other choices and prescription to put in the wizard's memory of that
   * frame and colour (`remembered`); null when the colour itself cannot be sold.
   */
  wizard: z
    .object({
      address: z.string(),
      code: z.string(),
      color: z.string(),
      step: z.number().int(),
      remembered: z.array(rememberedChoiceSchema),
    })
    .nullable(),
});
export type BuyAgainNeed = z.infer<typeof buyAgainNeedSchema>;

export const buyAgainAnswerSchema = z.object({
  /** The lines put in the cart, at today's prices (US cents, one unit with its lenses). */
  added: z.array(
    z.object({
      name: z.string(),
      colorName: z.string(),
      quantity: z.number().int(),
      unitPriceCents: z.number().int(),
    }),
  ),
  needsShopper: z.array(buyAgainNeedSchema),
  /**
   * The question to ask when a prescription of the order has expired: nothing was added; the same
   * call with `confirmExpired: true` adds the lines. Null otherwise.
   */
  confirmExpired: z.string().nullable(),
  /** The cart's item count afterwards. */
  count: z.number().int(),
});
export type BuyAgainAnswer = z.infer<typeof buyAgainAnswerSchema>;

export const orderBuyAgainCall = defineCall({
  method: 'POST',
  path: '/api/order/buyAgain',
  tag: 'Orders',
  summary:
    'Puts a shipped or delivered order’s frames, lens options and a copy of its prescription back in the cart, at today’s prices.',
  description:
    'Every pair is checked again as the lens wizard checks it. A colour sold out or no longer sold, or a lens option no longer sold or no longer possible, is listed in `needsShopper` (with the wizard’s step to choose again) and not added. An expired prescription adds nothing and answers `confirmExpired`; repeat with `confirmExpired: true`. Code 0 for an order that has not reached the shopper; 404 for another account’s order.',
  access: 'signed-in',
  input: z.strictObject({
    orderNumber,
    confirmExpired: z.boolean({ error: 'Expected true or false.' }).default(false),
  }),
  output: buyAgainAnswerSchema,
});

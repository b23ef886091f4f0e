import { z } from 'zod';
import { defineCall, noInput } from '../call';

// spec §7 "Cart and order": the cart. Glasses reach it through the lens flow (/api/process/submit);
// the cart's own calls grow here.

/** The most lines one cart holds; adding beyond it is refused with code 0. */
export const CART_MAX_LINES = 50;

export const cartCountCall = defineCall({
  method: 'POST',
  path: '/api/cart/count',
  tag: 'Cart',
  summary: 'How many items the cart holds (spec §3 CollectionsAndCartsNum.cart): the sum of its quantities.',
  description:
    'The cart belongs to the device (X-Device-Id) for guests and to the account once signed in; without either the call answers code 0.',
  usesDeviceId: true,
  input: noInput,
  output: z.object({ count: z.number().int() }),
});

import { z } from 'zod';
import { noInput, defineCall } from '../call';
import { rowId } from '../fields';
import { CART_MAX_LINES } from './cart';

// The lines a sign-in brought from the account's saved cart into the cart the shopper was using
// (docs/product.md#saved-cart-merge): the cart and the checkout ask whether to keep them.

const savedItemsAnswer = z.object({
  list: z.array(
    z.object({
      /** The cart line: /api/cart/delete removes it. */
      id: z.number().int(),
      name: z.string(),
      colorName: z.string(),
      quantity: z.number().int(),
    }),
  ),
});
export type SavedItems = z.infer<typeof savedItemsAnswer>;

export const cartSavedItemsCall = defineCall({
  method: 'POST',
  path: '/api/cart/savedItems',
  tag: 'Cart',
  summary: 'The lines signing in added from the account’s saved cart that the shopper has not kept yet.',
  description:
    'Empty for a guest, and once the shopper keeps or removes them. Removing is /api/cart/delete with their ids.',
  usesDeviceId: true,
  input: noInput,
  output: savedItemsAnswer,
});

export const cartKeepSavedItemsCall = defineCall({
  method: 'POST',
  path: '/api/cart/keepSavedItems',
  tag: 'Cart',
  summary:
    'Keeps lines added from the account’s saved cart as ordinary cart lines; answers those left to ask about.',
  description: 'A line of another cart answers 404, as an unknown one does, and nothing changes.',
  usesDeviceId: true,
  input: z.strictObject({
    ids: z.array(rowId()).min(1, 'Choose a line to keep.').max(CART_MAX_LINES),
  }),
  output: savedItemsAnswer,
});

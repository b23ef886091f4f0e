import { z } from 'zod';
import { defineCall, noInput } from '../call';
import { optionalInteger, pageOf } from '../fields';
import { productCardSchema } from './goods';

/** The most products one wishlist holds; adding beyond it is refused with code 0. */
export const WISHLIST_MAX_ITEMS = 200;

const productCode = z.string().trim().min(1, 'Name the product.').max(40);

const OWNER_NOTE =
  'The wishlist belongs to the device (X-Device-Id) until accounts exist; without a usable device id the call answers code 0.';

export const wishlistStateSchema = z.object({
  inWishlist: z.boolean(),
  /** The wishlist's item count after the change: the header's "collect" count. */
  count: z.number().int(),
});

export const wishlistIsCall = defineCall({
  method: 'POST',
  path: '/api/wishlist/is',
  tag: 'Wishlist',
  summary: 'Whether a product is in the wishlist.',
  description: `Code 404 for an unknown product. ${OWNER_NOTE}`,
  usesDeviceId: true,
  input: z.strictObject({ code: productCode }),
  output: z.object({ inWishlist: z.boolean() }),
});

export const wishlistCountCall = defineCall({
  method: 'POST',
  path: '/api/wishlist/count',
  tag: 'Wishlist',
  summary: 'How many products the wishlist holds (CollectionsAndCartsNum.collect).',
  description: OWNER_NOTE,
  usesDeviceId: true,
  input: noInput,
  output: z.object({ count: z.number().int() }),
});

export const wishlistListCall = defineCall({
  method: 'POST',
  path: '/api/wishlist/list',
  tag: 'Wishlist',
  summary: 'One page of the wishlist as product cards, the most recently added first.',
  description: `Withdrawn products are left out. ${OWNER_NOTE}`,
  usesDeviceId: true,
  input: z.strictObject({
    page: optionalInteger(1, 1000).default(1),
    pageSize: optionalInteger(1, 60).default(24),
  }),
  output: pageOf(productCardSchema),
});

export const wishlistAddCall = defineCall({
  method: 'POST',
  path: '/api/wishlist/add',
  tag: 'Wishlist',
  summary: 'Adds a product to the wishlist (the product page heart uses it).',
  description: `Idempotent: adding a product already there changes nothing. Code 404 for an unknown product; code 0 when the wishlist already holds ${WISHLIST_MAX_ITEMS} products. ${OWNER_NOTE}`,
  usesDeviceId: true,
  input: z.strictObject({ code: productCode }),
  output: wishlistStateSchema,
});

export const wishlistRemoveCall = defineCall({
  method: 'POST',
  path: '/api/wishlist/remove',
  tag: 'Wishlist',
  summary: 'Removes a product from the wishlist (the product page heart uses it).',
  description: `Idempotent: removing a product that is not there changes nothing. Code 404 for an unknown product. ${OWNER_NOTE}`,
  usesDeviceId: true,
  input: z.strictObject({ code: productCode }),
  output: wishlistStateSchema,
});

import { z } from 'zod';
import { FRAME_OFFER_CATEGORIES, FRAME_OFFER_PERCENT } from '@/lib/shop/frame-offer';
import { rolesFor } from '@/lib/shop/staff-roles';
import type { CallContract } from '../../call';
import { defineCall, noInput } from '../../call';
import { integer } from '../../fields';
import { OPERATOR_TAG } from './fields';

// The console's promotions (docs/operating.md#promotions): the second-frame offer, seeded with the
// shop's default (docs/product.md#pricing). The owner and the catalog team may turn it off or
// change it; the cart, new checkouts and the pages that advertise it follow at once.

const PROMOTION_ROLES = rolesFor('catalog');

export const frameOfferSchema = z.strictObject({
  enabled: z.boolean({ error: 'Say whether the offer is on.' }),
  percent: integer(FRAME_OFFER_PERCENT.min, FRAME_OFFER_PERCENT.max),
  categories: z
    .array(z.enum(FRAME_OFFER_CATEGORIES, { error: 'Choose eyeglasses or sunglasses.' }))
    .max(FRAME_OFFER_CATEGORIES.length)
    .refine((categories) => new Set(categories).size === categories.length, 'Name each category once.'),
  lensesDiscounted: z.boolean({ error: 'Say whether the lenses share in the offer.' }),
});

const answer = z.object({ frameOffer: frameOfferSchema, offerName: z.string() });

export const promotionGetCall = defineCall({
  method: 'POST',
  path: '/api/admin/promotions/get',
  tag: OPERATOR_TAG,
  summary: 'The second-frame offer as the shop applies it.',
  description:
    'Whether the offer is on, the percentage every frame after the most expensive one loses, the frame categories that count, and whether the lenses of those pairs lose it too; with the name lines and totals show.',
  access: 'operator',
  roles: PROMOTION_ROLES,
  input: noInput,
  output: answer,
});

export const promotionUpdateCall = defineCall({
  method: 'POST',
  path: '/api/admin/promotions/update',
  tag: OPERATOR_TAG,
  summary: 'Changes the second-frame offer.',
  description:
    'Gives the whole offer. Carts and new checkouts are priced with it at once, the home and why-choose pages advertise it; a checkout under way and orders placed keep what they were priced with. Code 422 with field messages (a percentage out of 1–100, an offer on with no category). Audited with the offer before and after.',
  access: 'operator',
  roles: PROMOTION_ROLES,
  input: z.strictObject({ frameOffer: frameOfferSchema }),
  output: answer,
});

export const PROMOTION_CALLS: readonly CallContract[] = [promotionGetCall, promotionUpdateCall];

import { z } from 'zod';
import { SHIPPING_METHOD_CODE, SHIPPING_METHOD_CODE_MAX } from '@/lib/shop/shipping';
import { rolesFor } from '@/lib/shop/staff-roles';
import type { CallContract } from '../../call';
import { defineCall, noInput } from '../../call';
import { integer } from '../../fields';
import { OPERATOR_TAG } from './fields';

// The console's shipping table (docs/operating.md#shipping): zones of countries (or of provinces
// within one country) with their methods, seeded with the shop's default (docs/product.md#shipping).
// Only the owner reads or changes it; carts and checkouts follow at once, placed orders never.

const SHIPPING_ROLES = rolesFor('shipping');
export const SHIPPING_ZONES_MAX = 50;
export const SHIPPING_METHODS_MAX = 10;
export const SHIPPING_PRICE_MAX_CENTS = 1_000_000;
export const SHIPPING_DAYS_MAX = 120;

const name = (what: string) =>
  z
    .string({ error: `Give the ${what} a name.` })
    .trim()
    .min(1, `Give the ${what} a name.`)
    .max(60, `Keep the ${what}'s name under 60 characters.`);

const countryCode = z
  .string({ error: 'Give a two-letter country code.' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'Give a two-letter country code, as US or GB.');

const regionCode = z
  .string({ error: 'Give a province or state code.' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{1,3}$/, 'Give a province or state code, as HI or ON.');

const methodCode = z
  .string({ error: 'Give the method a code.' })
  .trim()
  .toLowerCase()
  .max(SHIPPING_METHOD_CODE_MAX, `Keep the code under ${SHIPPING_METHOD_CODE_MAX} characters.`)
  .regex(SHIPPING_METHOD_CODE, 'Use lower-case letters, digits and dashes, as standard or next-day.');

const methodInput = z.strictObject({
  code: methodCode,
  name: name('method'),
  priceCents: integer(0, SHIPPING_PRICE_MAX_CENTS),
  fewestDays: integer(0, SHIPPING_DAYS_MAX),
  mostDays: integer(0, SHIPPING_DAYS_MAX),
  freeFromCents: integer(0, SHIPPING_PRICE_MAX_CENTS).nullable(),
});

const zoneInput = z.strictObject({
  name: name('zone'),
  countries: z.array(countryCode).max(250),
  regions: z.array(regionCode).max(100).default([]),
  methods: z.array(methodInput).max(SHIPPING_METHODS_MAX, `Keep a zone to ${SHIPPING_METHODS_MAX} methods.`),
});

const methodView = z.object({
  code: z.string(),
  name: z.string(),
  priceCents: z.number().int(),
  fewestDays: z.number().int(),
  mostDays: z.number().int(),
  freeFromCents: z.number().int().nullable(),
});
const zoneView = z.object({
  name: z.string(),
  countries: z.array(z.string()),
  regions: z.array(z.string()),
  methods: z.array(methodView),
});
const answer = z.object({ zones: z.array(zoneView) });
export type ShippingTableView = z.infer<typeof answer>;

export const shippingGetCall = defineCall({
  method: 'POST',
  path: '/api/admin/shipping/get',
  tag: OPERATOR_TAG,
  summary: 'The shipping zones and their methods as the shop applies them.',
  description:
    'Each zone with its countries (ISO codes; none for the zone of every other country), its provinces where it covers part of one country, and its methods in order: code, name, price in US cents, delivery in business days, and the merchandise total after discounts from which it is free. Owner only.',
  access: 'operator',
  roles: SHIPPING_ROLES,
  input: noInput,
  output: answer,
});

export const shippingUpdateCall = defineCall({
  method: 'POST',
  path: '/api/admin/shipping/update',
  tag: OPERATOR_TAG,
  summary: 'Replaces the whole shipping table.',
  description:
    'Gives every zone and method; the table is replaced at once. Carts and checkouts are priced with it at once; a checkout holding a method whose price changed or that was removed asks the shopper to choose again, and placed orders keep the method, price and days they were placed with. Code 422 with field messages (a country in two zones, a code twice in a zone, fewest days above most, a negative price, an empty name, no zone for every other country). Owner only; audited with the table before and after.',
  access: 'operator',
  roles: SHIPPING_ROLES,
  input: z.strictObject({
    zones: z
      .array(zoneInput)
      .min(1, 'Keep the zone for every other country.')
      .max(SHIPPING_ZONES_MAX, `Keep the table to ${SHIPPING_ZONES_MAX} zones.`),
  }),
  output: answer,
});

export const SHIPPING_CALLS: readonly CallContract[] = [shippingGetCall, shippingUpdateCall];

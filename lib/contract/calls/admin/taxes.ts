import { z } from 'zod';
import { rolesFor } from '@/lib/shop/staff-roles';
import { ANY, TAX_CLASSES, TAX_DISPLAYS } from '@/lib/shop/tax-rules';
import type { CallContract } from '../../call';
import { defineCall, noInput } from '../../call';
import { integer } from '../../fields';
import { OPERATOR_TAG } from './fields';

// The console's taxes (docs/operating.md#taxes): whether the shop charges tax, per country whether
// prices include it, and the rates, owner only. Tax is off on a new shop; checkouts priced after a
// change follow it, orders placed keep the tax they were charged.

// the console's Taxes area: its page and its calls open to the same roles
const TAX_ROLES = rolesFor('taxes');

/** Most rate rows the shop keeps: enough for every state and province with its exemptions. */
export const TAX_RATES_MAX = 500;

const countryCode = z
  .string({ error: 'Give a two-letter country code.' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'Give a two-letter country code.');

export const taxSettingsSchema = z.strictObject({
  enabled: z.boolean({ error: 'Say whether the shop charges tax.' }),
  /** Per country: prices include tax (inclusive) or tax is added at checkout (exclusive, the default). */
  countries: z.record(countryCode, z.enum(TAX_DISPLAYS, { error: 'Choose inclusive or exclusive.' })),
});
export type TaxSettings = z.infer<typeof taxSettingsSchema>;

export const taxRateSchema = z.strictObject({
  countryCode,
  /** A state or province code, or * for the whole country. */
  regionCode: z
    .string({ error: 'Give a state or province code, or * for any.' })
    .trim()
    .toUpperCase()
    .regex(/^(\*|[A-Z0-9]{1,3})$/, 'Give a state or province code, or * for any.')
    .default(ANY),
  /** * for any postcode, a prefix ending in * (94*), or one postcode. */
  postcodePattern: z
    .string({ error: 'Give a postcode, a prefix ending in *, or * for any.' })
    .trim()
    .toUpperCase()
    .regex(/^(\*|[A-Z0-9 -]{1,10}\*?)$/, 'Give a postcode, a prefix ending in *, or * for any.')
    .default(ANY),
  taxClass: z
    .enum([ANY, ...TAX_CLASSES], { error: 'Choose a tax class, or * for every class.' })
    .default(ANY),
  /** Percent, up to four decimals: "7.25". */
  ratePercent: z
    .string({ error: 'Give the rate in percent, from 0 to 100.' })
    .trim()
    .regex(/^\d{1,3}(\.\d{1,4})?$/, 'Give the rate in percent, from 0 to 100, up to four decimals.')
    .refine((value) => Number(value) <= 100, 'Give the rate in percent, from 0 to 100.'),
  priority: integer(-1000, 1000).default(0),
  name: z
    .string({ error: 'Name the tax ("VAT", "Sales tax").' })
    .trim()
    .min(1, 'Name the tax ("VAT", "Sales tax").')
    .max(40),
  /** Where the rate was taken from. */
  source: z.string().trim().max(500).default(''),
  /** The day it was read there, YYYY-MM-DD. */
  sourceDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Give the day as YYYY-MM-DD.')
    .nullable()
    .default(null),
});

const answer = z.object({
  settings: taxSettingsSchema,
  rates: z.array(taxRateSchema.extend({ id: z.number().int() })),
});

export const taxGetCall = defineCall({
  method: 'POST',
  path: '/api/admin/taxes/get',
  tag: OPERATOR_TAG,
  summary: 'The tax settings and rates.',
  description:
    'Whether the shop charges tax, per country whether prices include it, and every rate row (country, region, postcode pattern, class, percent, priority, name, and the source and day it was taken from). Owner only.',
  access: 'operator',
  roles: TAX_ROLES,
  input: noInput,
  output: answer,
});

export const taxUpdateCall = defineCall({
  method: 'POST',
  path: '/api/admin/taxes/update',
  tag: OPERATOR_TAG,
  summary: 'Replaces the tax settings and rates.',
  description: `Gives the settings and the whole list of rates (at most ${TAX_RATES_MAX}), which replaces the list. Checkouts priced after it follow at once; orders placed keep the tax they were charged. Code 422 with field messages (rates.3.ratePercent …, two rows for the same place and class at the same priority). Owner only; audited with the settings and rates before and after.`,
  access: 'operator',
  roles: TAX_ROLES,
  input: z.strictObject({
    settings: taxSettingsSchema,
    rates: z.array(taxRateSchema).max(TAX_RATES_MAX, `At most ${TAX_RATES_MAX} rates.`),
  }),
  output: answer,
});

export const TAX_CALLS: readonly CallContract[] = [taxGetCall, taxUpdateCall];

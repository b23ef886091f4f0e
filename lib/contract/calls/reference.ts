import { z } from 'zod';
import { defineCall, noInput } from '../call';
import { listOf, rowId } from '../fields';

export const countrySchema = z.object({
  id: z.number().int(),
  isoCode: z.string(),
  name: z.string(),
  phoneCode: z.string(),
  currency: z.string(),
  ships: z.boolean(),
  requiresProvince: z.boolean(),
});
export type Country = z.infer<typeof countrySchema>;

export const provinceSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export type Province = z.infer<typeof provinceSchema>;

export const phoneCodeSchema = z.object({ isoCode: z.string(), name: z.string(), phoneCode: z.string() });

export const countryCall = defineCall({
  method: 'GET',
  path: '/api/other/country',
  tag: 'Reference data',
  summary: 'The countries the shop delivers to (address forms), the US first.',
  input: noInput,
  output: listOf(countrySchema),
});

/** How long a browser keeps the lists of every country and dialling code (seeded, never edited in the shop). */
const REFERENCE_CACHE_SECONDS = 3600;

export const countryListCall = defineCall({
  method: 'GET',
  path: '/api/other/CountryList',
  tag: 'Reference data',
  summary: 'Every known country with its currency, for the store start-up and profile forms.',
  input: noInput,
  output: listOf(countrySchema),
  // asked by every page's shell (the store loads country and currency data at start): kept by the
  // browser, so a shopper's next pages do not ask again
  browserCacheSeconds: REFERENCE_CACHE_SECONDS,
});

export const phoneCodeCall = defineCall({
  method: 'GET',
  path: '/api/other/phoneCode',
  tag: 'Reference data',
  summary: 'International dialling codes by country.',
  input: noInput,
  output: listOf(phoneCodeSchema),
  browserCacheSeconds: REFERENCE_CACHE_SECONDS,
});

export const provinceListCall = defineCall({
  method: 'POST',
  path: '/api/other/provinceList',
  tag: 'Reference data',
  summary: "A country's provinces or states, by country id or ISO code.",
  description: 'An empty list for countries without provinces; code 404 for an unknown country.',
  input: z.union([
    z.strictObject({ countryId: rowId() }),
    z.strictObject({ isoCode: z.string().trim().length(2).toUpperCase() }),
  ]),
  output: listOf(provinceSchema),
});

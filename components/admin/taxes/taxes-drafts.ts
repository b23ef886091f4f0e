import type { CallInput, CallOutput } from '@/lib/contract/call';
import type { taxUpdateCall } from '@/lib/contract/calls/admin/taxes';
import { ANY, TAX_CLASSES, type TaxClass, type TaxDisplay } from '@/lib/shop/tax-rules';

// The taxes page's form values (docs/operating.md#taxes): the settings and rates as the owner types
// them, and back to the update call's shape. Percent stays a string, as the call takes it; an
// empty region or postcode means any (*). Pure, so the editor holds no conversions of its own.

export type TaxesAnswer = CallOutput<typeof taxUpdateCall>;
type TaxesRequest = CallInput<typeof taxUpdateCall>;
type RateClass = TaxClass | typeof ANY;

export interface CountryDraft {
  key: string;
  countryCode: string;
  display: TaxDisplay;
}

export interface RateDraft {
  key: string;
  countryCode: string;
  regionCode: string;
  postcodePattern: string;
  taxClass: RateClass;
  ratePercent: string;
  priority: string;
  name: string;
  source: string;
  sourceDate: string;
}

export interface TaxesDraft {
  enabled: boolean;
  countries: CountryDraft[];
  rates: RateDraft[];
}

/** Field path (as the call names it: `rates.3.ratePercent`) → message. */
export type FieldErrors = Record<string, string>;

let drafted = 0;
const newKey = () => `tax-draft-${(drafted += 1)}`;

export function taxesDraft(answer: TaxesAnswer): TaxesDraft {
  return {
    enabled: answer.settings.enabled,
    countries: Object.entries(answer.settings.countries).map(([countryCode, display]) => ({
      key: newKey(),
      countryCode,
      display,
    })),
    rates: answer.rates.map((rate) => ({
      key: newKey(),
      countryCode: rate.countryCode,
      regionCode: rate.regionCode,
      postcodePattern: rate.postcodePattern,
      taxClass: rate.taxClass,
      ratePercent: rate.ratePercent,
      priority: String(rate.priority),
      name: rate.name,
      source: rate.source,
      sourceDate: rate.sourceDate ?? '',
    })),
  };
}

export const emptyCountry = (): CountryDraft => ({ key: newKey(), countryCode: '', display: 'exclusive' });

/** A new row, in the country the list is filtered to (if any), for every region, postcode and class. */
export const emptyRate = (countryCode = ''): RateDraft => ({
  key: newKey(),
  countryCode,
  regionCode: ANY,
  postcodePattern: ANY,
  taxClass: ANY,
  ratePercent: '',
  priority: '0',
  name: '',
  source: '',
  sourceDate: '',
});

const COUNTRY = /^[A-Z]{2}$/;
const PRIORITY = /^-?\d{1,4}$/;
const COUNTRY_MESSAGE = 'Give a two-letter country code.';
const REPEATED_COUNTRY_MESSAGE = 'This country is listed already.';
const PRIORITY_MESSAGE = 'Give a whole number from -1000 to 1000.';

export const isRateClass = (value: string): value is RateClass =>
  value === ANY || (TAX_CLASSES as readonly string[]).includes(value);

const codeOf = (text: string) => text.trim().toUpperCase();
const anyIfEmpty = (text: string) => (text.trim() === '' ? ANY : text.trim());

/**
 * The call's input, and what was typed in a shape the call could not take (named as the call names
 * it). Only what the form converts is checked here; the call checks the rest and answers 422.
 */
export function requestOf(draft: TaxesDraft): { request: TaxesRequest; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const countries: Record<string, TaxDisplay> = {};
  draft.countries.forEach((country, index) => {
    const code = codeOf(country.countryCode);
    if (!COUNTRY.test(code)) errors[`settings.countries.${index}`] = COUNTRY_MESSAGE;
    else if (code in countries) errors[`settings.countries.${index}`] = REPEATED_COUNTRY_MESSAGE;
    else countries[code] = country.display;
  });
  const rates = draft.rates.map((rate, index) => {
    const priority = rate.priority.trim() === '' ? '0' : rate.priority.trim();
    if (!PRIORITY.test(priority) || Math.abs(Number(priority)) > 1000)
      errors[`rates.${index}.priority`] = PRIORITY_MESSAGE;
    return {
      countryCode: codeOf(rate.countryCode),
      regionCode: anyIfEmpty(rate.regionCode).toUpperCase(),
      postcodePattern: anyIfEmpty(rate.postcodePattern),
      taxClass: rate.taxClass,
      ratePercent: rate.ratePercent.trim(),
      priority: Number(priority),
      name: rate.name.trim(),
      source: rate.source.trim(),
      sourceDate: rate.sourceDate.trim() === '' ? null : rate.sourceDate.trim(),
    };
  });
  return { request: { settings: { enabled: draft.enabled, countries }, rates }, errors };
}

/**
 * The call names a country's display by its code (`settings.countries.DE`), the form by its row
 * (`settings.countries.2`): the call's errors in the form's terms, so each shows under its row.
 */
export function formErrorsOf(fields: FieldErrors, draft: TaxesDraft): FieldErrors {
  const rowOf = new Map(draft.countries.map((country, index) => [codeOf(country.countryCode), index]));
  return Object.fromEntries(
    Object.entries(fields).map(([field, message]) => {
      const code = /^settings\.countries\.([^.]+)/.exec(field)?.[1];
      const row = code === undefined ? undefined : rowOf.get(codeOf(code));
      return [row === undefined ? field : `settings.countries.${row}`, message];
    }),
  );
}

/** The countries the rates name, sorted, with how many rows each has: the filter's choices. */
export function rateCountries(rates: readonly RateDraft[]): { code: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const rate of rates) {
    const code = codeOf(rate.countryCode);
    if (code) counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, count]) => ({ code, count }));
}

/** Whether a row shows under the filter: all, or the rows of one country. */
export const shownUnder = (filter: string, rate: RateDraft) =>
  filter === '' || codeOf(rate.countryCode) === filter;

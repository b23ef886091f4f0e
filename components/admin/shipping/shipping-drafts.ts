import type { CallInput } from '@/lib/contract/call';
import type { ShippingTableView, shippingUpdateCall } from '@/lib/contract/calls/admin/shipping';

// The shipping page's form values (docs/operating.md#shipping): the table as the owner types it —
// prices in dollars, countries as a list in one field — and back to the call's shape. Pure, so the
// editor holds no conversions of its own.

export interface MethodDraft {
  key: string;
  code: string;
  name: string;
  price: string;
  fewestDays: string;
  mostDays: string;
  freeFrom: string;
}

export interface ZoneDraft {
  key: string;
  name: string;
  countries: string;
  regions: string;
  methods: MethodDraft[];
}

export type FieldErrors = Record<string, string>;

let drafted = 0;
const newKey = () => `draft-${(drafted += 1)}`;

const dollars = (cents: number) => (cents / 100).toFixed(2);

export function zoneDrafts(table: ShippingTableView): ZoneDraft[] {
  return table.zones.map((zone) => ({
    key: newKey(),
    name: zone.name,
    countries: zone.countries.join(', '),
    regions: zone.regions.join(', '),
    methods: zone.methods.map((method) => ({
      key: newKey(),
      code: method.code,
      name: method.name,
      price: dollars(method.priceCents),
      fewestDays: String(method.fewestDays),
      mostDays: String(method.mostDays),
      freeFrom: method.freeFromCents === null ? '' : dollars(method.freeFromCents),
    })),
  }));
}

export const emptyMethod = (): MethodDraft => ({
  key: newKey(),
  code: '',
  name: '',
  price: '',
  fewestDays: '',
  mostDays: '',
  freeFrom: '',
});

export const emptyZone = (): ZoneDraft => ({
  key: newKey(),
  name: '',
  countries: '',
  regions: '',
  methods: [emptyMethod()],
});

const MONEY = /^\d{1,7}(?:\.\d{1,2})?$/;
const DAYS = /^\d{1,3}$/;
export const MONEY_MESSAGE = 'Enter an amount in dollars, such as 5.95.';
export const DAYS_MESSAGE = 'Enter a whole number of business days.';

const listOf = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);

const centsOf = (text: string) => Math.round(Number(text.trim()) * 100);

/** The call's input, or the fields typed in a shape no call could take (named as the call names them). */
export function tableOfDrafts(zones: readonly ZoneDraft[]): {
  table: CallInput<typeof shippingUpdateCall>;
  errors: FieldErrors;
} {
  const errors: FieldErrors = {};
  const table: CallInput<typeof shippingUpdateCall> = {
    zones: zones.map((zone, z) => ({
      name: zone.name,
      countries: listOf(zone.countries),
      regions: listOf(zone.regions),
      methods: zone.methods.map((method, m) => {
        const at = `zones.${z}.methods.${m}`;
        if (!MONEY.test(method.price.trim())) errors[`${at}.priceCents`] = MONEY_MESSAGE;
        if (method.freeFrom.trim() !== '' && !MONEY.test(method.freeFrom.trim()))
          errors[`${at}.freeFromCents`] = MONEY_MESSAGE;
        if (!DAYS.test(method.fewestDays.trim())) errors[`${at}.fewestDays`] = DAYS_MESSAGE;
        if (!DAYS.test(method.mostDays.trim())) errors[`${at}.mostDays`] = DAYS_MESSAGE;
        return {
          code: method.code,
          name: method.name,
          priceCents: centsOf(method.price),
          fewestDays: Number(method.fewestDays),
          mostDays: Number(method.mostDays),
          freeFromCents: method.freeFrom.trim() === '' ? null : centsOf(method.freeFrom),
        };
      }),
    })),
  };
  return { table, errors };
}

/** The message for a field, or for the first of its entries (`zones.0.countries` → `zones.0.countries.1`). */
export function errorAt(errors: FieldErrors, field: string): string | undefined {
  return errors[field] ?? Object.entries(errors).find(([key]) => key.startsWith(`${field}.`))?.[1];
}

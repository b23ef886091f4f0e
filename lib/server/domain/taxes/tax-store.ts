import { asc, eq } from 'drizzle-orm';
import { taxSettingsSchema, type TaxSettings } from '@/lib/contract/calls/admin/taxes';
import { ANY, TAX_CLASSES, type TaxClass, type TaxRate } from '@/lib/shop/tax-rules';
import { database, type Database } from '@/lib/server/platform/db';
import { taxRates, taxSettings } from './tables';

/** The settings' row in `tax_settings`. */
export const TAX_SETTINGS_KEY = 'tax';

/** Where the row is missing or unreadable: tax off, so the shop's totals are as they were. */
export const TAX_OFF: TaxSettings = Object.freeze({ enabled: false, countries: {} });

/**
 * A backstop for a change notice lost on the way: the rates are read again at least this often.
 * The notice (migration 0044, "taxes") and the console's own write drop them at once.
 */
const BACKSTOP_MS = 60_000;

export interface TaxTables {
  settings: TaxSettings;
  rates: TaxRate[];
}

/**
 * One copy per process, kept on globalThis as the second-frame offer is
 * (lib/server/domain/promotions/frame-offer-store.ts): the notice listener and the route handlers
 * are bundled apart. The generation keeps a read begun before a change from being kept after it.
 */
interface TaxState {
  generation: number;
  tables?: Promise<TaxTables>;
  readAt: number;
}
const shared = globalThis as typeof globalThis & { __oculoTaxes?: TaxState };
const state: TaxState = (shared.__oculoTaxes ??= { generation: 0, readAt: 0 });

/** The stored settings and rates, read from the table (the console reads them this way). */
export async function readTaxTables(db?: Pick<Database, 'select'>): Promise<TaxTables> {
  const reader = db ?? (await database());
  const [row] = await reader
    .select({ value: taxSettings.value })
    .from(taxSettings)
    .where(eq(taxSettings.key, TAX_SETTINGS_KEY))
    .limit(1);
  const read = row && taxSettingsSchema.safeParse(row.value);
  const rows = await reader.select().from(taxRates).orderBy(asc(taxRates.id));
  return { settings: read?.success ? read.data : TAX_OFF, rates: rows.map(taxRateOf) };
}

export type TaxRateRow = typeof taxRates.$inferSelect;

export function taxRateOf(row: TaxRateRow): TaxRate {
  return {
    id: row.id,
    countryCode: row.countryCode,
    regionCode: row.regionCode,
    postcodePattern: row.postcodePattern,
    taxClass: isTaxClass(row.taxClass) ? row.taxClass : ANY,
    ratePercent: normalPercent(row.ratePercent),
    priority: row.priority,
    name: row.name,
  };
}

function isTaxClass(value: string): value is TaxClass {
  return (TAX_CLASSES as readonly string[]).includes(value);
}

/** "7.2500" → "7.25", "19.0000" → "19": the percent as a person writes it. */
export function normalPercent(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}

/**
 * The settings and rates the shop applies now (docs/operating.md#taxes): read once per process and
 * kept until a change notice, the console's write or the backstop drops them. Every checkout
 * pricing asks for them, so they must not cost a query each time.
 */
export function currentTaxTables(): Promise<TaxTables> {
  const now = Date.now();
  if (state.tables && now - state.readAt < BACKSTOP_MS) return state.tables;
  const generation = state.generation;
  const reading = readTaxTables();
  state.tables = reading;
  state.readAt = now;
  // a failed read is not kept: the next call asks again
  reading.catch(() => {
    if (state.generation === generation && state.tables === reading) state.tables = undefined;
  });
  return reading;
}

/** Whether the owner has turned tax on (docs/operating.md#taxes): the cart says it is worked out at checkout. */
export async function taxesOn(): Promise<boolean> {
  return (await currentTaxTables()).settings.enabled;
}

/** Forgets this process's copy of the settings and rates: after a change notice or the console's write. */
export function forgetTaxes(): void {
  state.generation += 1;
  state.tables = undefined;
}

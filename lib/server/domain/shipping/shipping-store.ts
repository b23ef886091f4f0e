import { asc } from 'drizzle-orm';
import { DEFAULT_SHIPPING_TABLE, type ShippingTable, type ShippingZone } from '@/lib/shop/shipping';
import { database, type Database } from '@/lib/server/platform/db';
import { shippingMethods, shippingZones } from './tables';

/**
 * A backstop for a change notice lost on the way: the table is read again at least this often.
 * The notice (the shipping migration, "shipping") and the console's own write drop it at once.
 */
const BACKSTOP_MS = 60_000;

/**
 * One copy per process, kept on globalThis for the reason the second-frame offer is
 * (lib/server/domain/promotions/frame-offer-store.ts): the notice listener and the route handlers
 * are bundled apart, each with its own copy of this module. The generation keeps a read begun
 * before a change from being kept after it.
 */
const shared = globalThis as typeof globalThis & {
  __oculoShipping?: { generation: number; table?: Promise<ShippingTable>; readAt: number };
};
const state = (shared.__oculoShipping ??= { generation: 0, readAt: 0 });

/** The stored table, zones and methods in their positions; the default where it is empty. */
export async function readStoredShippingTable(db?: Pick<Database, 'select'>): Promise<ShippingTable> {
  const reader = db ?? (await database());
  const zones = await reader
    .select()
    .from(shippingZones)
    .orderBy(asc(shippingZones.position), asc(shippingZones.id));
  if (zones.length === 0) return DEFAULT_SHIPPING_TABLE;
  const methods = await reader
    .select()
    .from(shippingMethods)
    .orderBy(asc(shippingMethods.position), asc(shippingMethods.id));
  return zones.map((zone): ShippingZone => ({
    name: zone.name,
    countries: zone.countries,
    regions: zone.regions,
    methods: methods
      .filter((method) => method.zoneId === zone.id)
      .map((method) => ({
        code: method.code,
        name: method.name,
        priceCents: method.priceCents,
        days: [method.fewestDays, method.mostDays] as const,
        freeFromCents: method.freeFromCents,
      })),
  }));
}

/**
 * The shipping table the shop prices with now (docs/operating.md#shipping): read once per process
 * and kept until a change notice, the console's write or the backstop drops it. Every cart and
 * checkout pricing asks for it, so it must not cost a query each time.
 */
export function currentShippingTable(): Promise<ShippingTable> {
  const now = Date.now();
  if (state.table && now - state.readAt < BACKSTOP_MS) return state.table;
  const generation = state.generation;
  const reading = readStoredShippingTable();
  state.table = reading;
  state.readAt = now;
  // a failed read is not kept: the next call asks again
  reading.catch(() => {
    if (state.generation === generation && state.table === reading) state.table = undefined;
  });
  return reading;
}

/** Forgets this process's copy of the table: after a change notice or the console's write. */
export function forgetShipping(): void {
  state.generation += 1;
  state.table = undefined;
}

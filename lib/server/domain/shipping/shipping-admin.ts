import type { z } from 'zod';
import type { shippingUpdateCall, ShippingTableView } from '@/lib/contract/calls/admin/shipping';
import { InvalidInputError } from '@/lib/contract/errors';
import type { ShippingTable } from '@/lib/shop/shipping';
import { shippingTableProblems } from '@/lib/shop/shipping-table-problems';
import { recordAction, type AuditActor } from '@/lib/server/platform/audit';
import { database } from '@/lib/server/platform/db';
import { forgetShipping, readStoredShippingTable } from './shipping-store';
import { shippingMethods, shippingZones } from './tables';

// The console's shipping table (docs/operating.md#shipping): replaced whole, in one transaction with
// its audit line; this process forgets its copy after the commit and the others on the change notice.

type UpdateInput = z.infer<typeof shippingUpdateCall.input>;

const viewOf = (table: ShippingTable): ShippingTableView => ({
  zones: table.map((zone) => ({
    name: zone.name,
    countries: [...zone.countries],
    regions: [...zone.regions],
    methods: zone.methods.map((method) => ({
      code: method.code,
      name: method.name,
      priceCents: method.priceCents,
      fewestDays: method.days[0],
      mostDays: method.days[1],
      freeFromCents: method.freeFromCents,
    })),
  })),
});

const tableOf = (input: UpdateInput): ShippingTable =>
  input.zones.map((zone) => ({
    name: zone.name,
    countries: zone.countries,
    regions: zone.regions,
    methods: zone.methods.map((method) => ({
      code: method.code,
      name: method.name,
      priceCents: method.priceCents,
      days: [method.fewestDays, method.mostDays] as const,
      freeFromCents: method.freeFromCents,
    })),
  }));

/** POST /api/admin/shipping/get: read from the tables, never from a process's copy. */
export async function getShipping(): Promise<ShippingTableView> {
  return viewOf(await readStoredShippingTable());
}

/** POST /api/admin/shipping/update: 422 naming the fields of a table that does not hold together. */
export async function updateShipping(input: UpdateInput, actor: AuditActor): Promise<ShippingTableView> {
  const table = tableOf(input);
  const problems = shippingTableProblems(table);
  if (problems.length > 0)
    throw new InvalidInputError(
      Object.fromEntries(problems.map((problem) => [problem.field, problem.message])),
    );
  const db = await database();
  const saved = await db.transaction(async (tx) => {
    const before = await readStoredShippingTable(tx);
    // the methods go with their zones (on delete cascade)
    await tx.delete(shippingZones);
    for (const [position, zone] of table.entries()) {
      const [row] = await tx
        .insert(shippingZones)
        .values({ name: zone.name, countries: [...zone.countries], regions: [...zone.regions], position })
        .returning({ id: shippingZones.id });
      if (!row) throw new Error('the shipping zone was not written');
      if (zone.methods.length > 0)
        await tx.insert(shippingMethods).values(
          zone.methods.map((method, index) => ({
            zoneId: row.id,
            code: method.code,
            name: method.name,
            priceCents: method.priceCents,
            fewestDays: method.days[0],
            mostDays: method.days[1],
            freeFromCents: method.freeFromCents,
            position: index,
          })),
        );
    }
    await recordAction(tx, actor, {
      action: 'shipping.update',
      objectType: 'shipping',
      objectId: 'table',
      summary: summaryOf(table),
      before: viewOf(before),
      after: viewOf(table),
    });
    return readStoredShippingTable(tx);
  });
  forgetShipping();
  return viewOf(saved);
}

function summaryOf(table: ShippingTable): string {
  const methods = table.reduce((sum, zone) => sum + zone.methods.length, 0);
  return `Changed the shipping table: ${table.length} zone${table.length === 1 ? '' : 's'}, ${methods} method${methods === 1 ? '' : 's'}`;
}

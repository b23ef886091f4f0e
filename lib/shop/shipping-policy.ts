import { daysInWords, type ShippingTable, type ShippingZone } from './shipping';

// The default shipping policy's account of the shipping table (docs/operating.md#store-policies):
// drawn from the table the shop keeps now (docs/operating.md#shipping), so until an owner writes
// their own policy it says what the checkout charges: each zone's methods, fees, days and the
// amount from which a method is free.

/** "$5.95", "$69": the dollars a policy names. */
export const policyDollars = (cents: number) => `$${(cents / 100).toFixed(cents % 100 === 0 ? 0 : 2)}`;

/** Where a zone ships, as a sentence names it: "the United States", "every other country". */
function zoneWhere(zone: ShippingZone): string {
  return zone.countries.length === 0 ? 'every other country' : zone.name;
}

/** Markdown table cells must not break the row. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();

/** One line per method that can ship free: "Standard shipping to United States is free from $69…". */
function freeShipping(table: ShippingTable): string[] {
  const lines = table.flatMap((zone) =>
    zone.methods.flatMap((method) =>
      method.freeFromCents === null
        ? []
        : [
            method.freeFromCents <= 0
              ? `- ${method.name} to ${zoneWhere(zone)} is always free.`
              : `- ${method.name} to ${zoneWhere(zone)} is free when the frames and accessories come to ${policyDollars(method.freeFromCents)} or more after discounts.`,
          ],
    ),
  );
  return lines.length === 0 ? [] : ['## Free shipping', lines.join('\n')];
}

/** Every zone's methods, in the checkout's order, with the fee, the free-from amount and the days. */
function methodsTable(table: ShippingTable): string {
  const rows = table.flatMap((zone) =>
    zone.methods.map((method) =>
      [
        zone.countries.length === 0 ? 'Every other country' : zone.name,
        method.name,
        policyDollars(method.priceCents),
        method.freeFromCents === null ? '—' : policyDollars(method.freeFromCents),
        daysInWords(method.days),
      ]
        .map(cell)
        .join(' | '),
    ),
  );
  return ['| To | Method | Fee | Free from | On its way |', '| --- | --- | --- | --- | --- |']
    .concat(rows.map((row) => `| ${row} |`))
    .join('\n');
}

/** The shipping table as the default policy tells it: free shipping first, then every method. */
export function shippingTablePolicy(table: ShippingTable): string[] {
  return [...freeShipping(table), '## Methods and fees', methodsTable(table)];
}

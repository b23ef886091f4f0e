import type { ShipmentCsvAnswer } from '@/lib/contract/calls/admin/order-bulk';
import { InvalidInputError } from '@/lib/contract/errors';
import type { OrderFacts } from '@/lib/shop/order-operator-rules';
import {
  planShipments,
  readShipmentCsv,
  shipmentOrderNumbers,
  type ShipmentVerdict,
} from '@/lib/shop/shipment-csv';
import type { AuditActor } from '@/lib/server/platform/audit';
import { database, type Database } from '@/lib/server/platform/db';
import { deliverMailsSoon } from '@/lib/server/platform/mail';
import { factsOf, linesOf } from './operator-order-info';
import { lockOrdersByNumber, type OrderRow } from './order-moves';
import { writeShipment } from './operator-moves';

// Shipping from a CSV file (docs/operating.md#ship-from-csv). The dry run reads every row's
// verdict and writes nothing. The real run reads the file again with every order it names locked,
// so each verdict is made on the orders as they are then, and ships exactly the rows that may
// ship, all in one transaction: each as the single ship does (its history line, the shopper's mail,
// one audit line). The rows that may not ship are answered with their reasons and change nothing.

async function factsByNumber(tx: Database, rows: Map<string, OrderRow>): Promise<Map<string, OrderFacts>> {
  const facts = new Map<string, OrderFacts>();
  // one at a time: a transaction's statements take turns on its connection
  for (const [number, order] of rows) facts.set(number, factsOf(order, await linesOf(tx, order.id)));
  return facts;
}

function answerOf(dryRun: boolean, verdicts: ShipmentVerdict[]): ShipmentCsvAnswer {
  const ships = verdicts.filter((verdict) => verdict.ships);
  return {
    dryRun,
    rows: verdicts.length,
    ships: ships.length,
    skipped: verdicts.length - ships.length,
    shipped: dryRun ? [] : ships.map((verdict) => verdict.number),
    verdicts: verdicts.map(({ row, number, carrier, trackingNumber, ships: willShip, reason }) => ({
      row,
      number,
      carrier,
      trackingNumber,
      ships: willShip,
      reason,
    })),
  };
}

/** POST /api/admin/orders/shipCsv: the rows' verdicts, and on a real run the valid rows shipped. */
export async function shipOrdersFromCsv(
  input: { text: string; dryRun: boolean },
  actor: AuditActor,
): Promise<ShipmentCsvAnswer> {
  const read = readShipmentCsv(input.text);
  if ('error' in read) throw new InvalidInputError({ file: read.error });
  const numbers = shipmentOrderNumbers(read.rows);
  const db = await database();
  const verdicts = await db.transaction(async (tx) => {
    // the dry run reads as the real run does, so its verdicts are the ones shipping now would make
    const locked = await lockOrdersByNumber(tx, numbers);
    const facts = await factsByNumber(tx, locked);
    const planned = planShipments(read.rows, (number) => facts.get(number) ?? null);
    if (input.dryRun) return planned;
    for (const verdict of planned) {
      const order = locked.get(verdict.number);
      if (verdict.ships && order)
        await writeShipment(
          tx,
          order,
          { carrier: verdict.carrier, trackingNumber: verdict.trackingNumber },
          actor,
        );
    }
    return planned;
  });
  if (!input.dryRun && verdicts.some((verdict) => verdict.ships)) deliverMailsSoon();
  return answerOf(input.dryRun, verdicts);
}

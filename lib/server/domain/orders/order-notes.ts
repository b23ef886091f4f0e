import type { OperatorOrder } from '@/lib/contract/calls/admin/order-schemas';
import { recordAction, type AuditActor } from '@/lib/server/platform/audit';
import { operatorAction } from './operator-moves';
import { orderNotes } from './tables';

// The staff's internal notes on an order (docs/operating.md#order-notes). Only the console's
// order answer reads them (order-note-list.ts); nothing the shopper reads selects this table.

/** POST /api/admin/orders/addNote: on an order in any status, with who wrote it and when. */
export async function addOrderNote(
  input: { number: string; body: string },
  actor: AuditActor,
): Promise<OperatorOrder> {
  const { order } = await operatorAction(
    input.number,
    () => null,
    async (tx, locked) => {
      const [note] = await tx
        .insert(orderNotes)
        .values({ orderId: locked.id, staffId: actor.staffId, author: actor.email, body: input.body })
        .returning({ id: orderNotes.id });
      await recordAction(tx, actor, {
        action: 'order.note',
        objectType: 'order',
        objectId: locked.number,
        summary: 'Added an internal note',
        after: { note: note?.id, body: input.body },
      });
    },
  );
  return order;
}

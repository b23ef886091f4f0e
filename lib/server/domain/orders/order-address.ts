import type { OperatorOrder } from '@/lib/contract/calls/admin/order-schemas';
import type { shippingAddressInput } from '@/lib/contract/calls/checkout';
import { InvalidInputError, RefusedError } from '@/lib/contract/errors';
import { addressSummary } from '@/lib/shop/address-rules';
import { addressEditRefusal } from '@/lib/shop/order-operator-rules';
import { firstNameOf } from '@/lib/server/domain/accounts';
import { checkAddressPlace } from '@/lib/server/domain/addresses';
import { recordAction, type AuditActor } from '@/lib/server/platform/audit';
import { queueMail } from '@/lib/server/platform/mail';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { orderAddressChangedMail } from './order-mails';
import { factsOf, linesOf } from './operator-order-info';
import { operatorAction } from './operator-moves';
import { noteInHistory } from './prescription-wait';
import { storedAddressOf } from './stored-shapes';
import { orders } from './tables';

// An operator changes where an order goes before it ships (docs/operating.md#address-edit): the
// address checked as the checkout checks a typed one, the order locked while the rule reads it,
// the change, its history line, the shopper's mail and the audit line kept together.

type TypedAddress = z.output<typeof shippingAddressInput>;

/** The history's words, which the shopper reads on their order page. */
export const ADDRESS_CHANGED = 'Shipping address changed';

/** POST /api/admin/orders/editAddress. */
export async function editOrderAddress(
  input: { number: string; address: TypedAddress },
  actor: AuditActor,
): Promise<OperatorOrder> {
  // the reference data is read before the order is locked: a 422 here locks nothing
  const place = await checkAddressPlace(input.address).catch((error: unknown) => {
    // named as the call's input names them, beside the zod checks' "address.…"
    if (!(error instanceof InvalidInputError)) throw error;
    throw new InvalidInputError(
      Object.fromEntries(
        Object.entries(error.fields).map(([field, message]) => [`address.${field}`, message]),
      ),
    );
  });
  const fields = { ...input.address, province: place.province, countryName: place.countryName };
  const address = storedAddressOf({ ...fields, summary: addressSummary(fields) });
  const { order } = await operatorAction(
    input.number,
    () => null,
    async (tx, locked) => {
      // the rule reads the locked row: a shipping that landed first is seen here
      const refused = addressEditRefusal(factsOf(locked, await linesOf(tx, locked.id)), {
        from: locked.address.countryCode,
        to: address.countryCode,
      });
      if (refused) throw new RefusedError(refused);
      await tx.update(orders).set({ address, updatedAt: new Date() }).where(eq(orders.id, locked.id));
      await noteInHistory(tx, locked, 'operator', ADDRESS_CHANGED);
      await queueMail(
        tx,
        orderAddressChangedMail({
          to: locked.email,
          firstName: (await firstNameOf(tx, locked.userId)) ?? address.firstName,
          number: locked.number,
          address: address.summary,
        }),
      );
      await recordAction(tx, actor, {
        action: 'order.address',
        objectType: 'order',
        objectId: locked.number,
        summary: `Shipping address changed to ${address.summary}`,
        before: { address: locked.address },
        after: { address },
      });
    },
  );
  return order;
}

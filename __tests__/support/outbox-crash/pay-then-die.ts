// Run by outbox-crash.test.ts in a process of its own (tsx): places an order through the shop's
// calls, marks it paid (the commit that writes its confirmation into the outbox), and is killed
// by SIGKILL in the same turn, before the mail that commit asked for can be sent.
import { writeSync } from 'node:fs';
import { markOrderPaid } from '@/lib/server/domain/orders/mark-paid';
import { shopDatabaseHandle } from '@/lib/server/flows/seed';
import { orderRow, placedOrder } from '../checkout-flow';

void (async () => {
  // opened, migrated and seeded as the shop's start does
  await shopDatabaseHandle();
  const { shopper, order } = await placedOrder();
  const row = await orderRow(order.orderNumber);
  writeSync(1, `${JSON.stringify({ email: shopper.email, orderNumber: order.orderNumber })}\n`);
  await markOrderPaid(row.id, {
    provider: 'demo',
    reference: `crash-${row.number}`,
    amountCents: row.totalCents,
    currency: 'USD',
  });
  writeSync(2, 'paid\n');
  process.kill(process.pid, 'SIGKILL');
})();

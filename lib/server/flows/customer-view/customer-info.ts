import type { z } from 'zod';
import type { customerInfoSchema } from '@/lib/contract/calls/admin/customers';
import { customerProfile } from '@/lib/server/domain/accounts';
import { listAddresses } from '@/lib/server/domain/addresses';
import { couponsHeldBy } from '@/lib/server/domain/coupons';
import { database } from '@/lib/server/platform/db';
import { customerOrders } from '@/lib/server/domain/orders';
import { customerTickets } from '@/lib/server/domain/support';
import { customerWallet } from '@/lib/server/domain/wallet';
import { customerFigures } from './customer-figures';

/** How many of each kind of entry the customer page shows: the newest, with the count of all. */
const NEWEST = 20;

/**
 * POST /api/admin/customers/info: the account, then what each module keeps of it, asked through
 * their front doors. Prescriptions are left out on purpose: opening one is a logged action of its
 * order (docs/operating.md#audit-log).
 */
export async function customerInfo(input: { id: number }): Promise<z.infer<typeof customerInfoSchema>> {
  const customer = await customerProfile(await database(), input.id, customerFigures);
  const [orders, tickets, addresses, wallet, coupons] = await Promise.all([
    customerOrders(customer.id, NEWEST),
    customerTickets(customer.id, NEWEST),
    listAddresses(customer.id),
    customerWallet(customer.id, NEWEST),
    couponsHeldBy(customer.id, NEWEST),
  ]);
  return { customer, orders, tickets, addresses, wallet, coupons };
}

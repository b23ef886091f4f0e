import type { z } from 'zod';
import type { customerInfoSchema } from '@/lib/contract/calls/admin/customers';
import { customerNotesOf, customerProfile } from '@/lib/server/domain/accounts';
import { listAddresses } from '@/lib/server/domain/addresses';
import { couponsHeldBy } from '@/lib/server/domain/coupons';
import { database } from '@/lib/server/platform/db';
import { customerOrders } from '@/lib/server/domain/orders';
import { savedPrescriptionRows } from '@/lib/server/domain/prescriptions';
import { customerTickets } from '@/lib/server/domain/support';
import { customerWallet } from '@/lib/server/domain/wallet';
import { customerFigures } from './customer-figures';

/** How many of each kind of entry the customer page shows: the newest, with the count of all. */
const NEWEST = 20;

/**
 * POST /api/admin/customers/info: the account, then what each module keeps of it, asked through
 * their front doors. The saved prescriptions by name only: opening one is a logged action
 * (docs/operating.md#customer-notes).
 */
export async function customerInfo(input: { id: number }): Promise<z.infer<typeof customerInfoSchema>> {
  const db = await database();
  const customer = await customerProfile(db, input.id, customerFigures);
  const [orders, tickets, addresses, wallet, coupons, notes, prescriptions] = await Promise.all([
    customerOrders(customer.id, NEWEST),
    customerTickets(customer.id, NEWEST),
    listAddresses(customer.id),
    customerWallet(customer.id, NEWEST),
    couponsHeldBy(customer.id, NEWEST),
    customerNotesOf(db, customer.id),
    savedPrescriptionRows(customer.id),
  ]);
  return { customer, orders, tickets, addresses, wallet, coupons, notes, prescriptions };
}

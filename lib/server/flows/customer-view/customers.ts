import type { z } from 'zod';
import type { CustomerProfile, customerListCall } from '@/lib/contract/calls/admin/customers';
import * as accounts from '@/lib/server/domain/accounts';
import type { AuditActor } from '@/lib/server/platform/audit';
import { database } from '@/lib/server/platform/db';
import { customerFigures } from './customer-figures';

/** POST /api/admin/customers/list: the accounts, each with its orders' and wallet's figures. */
export function listCustomers(input: z.infer<typeof customerListCall.input>) {
  return accounts.listCustomers(input, customerFigures);
}

/** POST /api/admin/customers/block: the account blocked, answered as the console shows it. */
export async function blockCustomer(
  input: { id: number; reason: string },
  actor: AuditActor,
): Promise<CustomerProfile> {
  await accounts.blockCustomer(input, actor);
  return accounts.customerProfile(await database(), input.id, customerFigures);
}

/** POST /api/admin/customers/unblock: the account opened, answered as the console shows it. */
export async function unblockCustomer(input: { id: number }, actor: AuditActor): Promise<CustomerProfile> {
  await accounts.unblockCustomer(input, actor);
  return accounts.customerProfile(await database(), input.id, customerFigures);
}

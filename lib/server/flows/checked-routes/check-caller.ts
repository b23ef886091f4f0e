import type { CallContract } from '@/lib/contract/call';
import { requireShopper } from '@/lib/server/domain/accounts';
import { requireOperator } from '@/lib/server/domain/staff';
import type { CallContext } from '@/lib/server/platform/call-context';

/**
 * Who may make the call, checked before a byte of its body is read
 * (docs/security.md#session-before-body): an operator call needs an operator session with one of
 * the call's roles (code 3 without one, a shopper's token included; 403 for another role), a
 * signed-in call a live shopper session (code 3). A stranger's request costs a session lookup,
 * not its body, and learns nothing of the call's input rules.
 */
export async function checkCaller(call: CallContract, context: CallContext): Promise<void> {
  if (call.access === 'operator') await requireOperator(context, call.roles);
  else if (call.access === 'signed-in') await requireShopper(context);
}

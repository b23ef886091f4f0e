import { ForbiddenError, SignInRequiredError } from '@/lib/contract/errors';
import { STAFF_ROLES, type StaffRole } from '@/lib/shop/staff-roles';
import { database } from '@/lib/server/platform/db';
import type { CallContext } from '@/lib/server/platform/call-context';
import { operatorOfToken, type Operator } from './sessions';

const resolved = new WeakMap<object, Promise<Operator | null>>();

const OPERATOR_SIGN_IN_MESSAGE = 'Please sign in to the operator console.';

/**
 * The operator a call's bearer token signs in, or null. A shopper's token is not an operator's:
 * operator sessions live in their own table, so it finds nothing. Resolved once per request.
 */
function operatorOf(context: Pick<CallContext, 'bearerToken'>): Promise<Operator | null> {
  let operator = resolved.get(context);
  if (!operator) {
    const token = context.bearerToken;
    operator = token ? database().then((db) => operatorOfToken(db, token)) : Promise.resolve(null);
    resolved.set(context, operator);
  }
  return operator;
}

/**
 * The signed-in operator when their role is one of `roles`: code 3 without an operator session
 * (the console signs out), code 403 for a role that may not (docs/operating.md#roles).
 */
export async function requireOperator(
  context: Pick<CallContext, 'bearerToken'>,
  roles: readonly StaffRole[] = STAFF_ROLES,
): Promise<Operator> {
  const operator = await operatorOf(context);
  if (!operator) throw new SignInRequiredError(OPERATOR_SIGN_IN_MESSAGE);
  if (!roles.includes(operator.role)) throw new ForbiddenError();
  return operator;
}

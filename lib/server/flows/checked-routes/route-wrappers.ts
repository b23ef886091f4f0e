import type { z } from 'zod';
import type { CallContract } from '@/lib/contract/call';
import { requireShopper } from '@/lib/server/domain/accounts';
import { requireOperator, type Operator } from '@/lib/server/domain/staff';
import type { CallContext } from '@/lib/server/platform/call-context';
import {
  checkedRouteHandler,
  fileRoute,
  imageRoute,
  streamRoute,
  type EventProducer,
  type FileAnswer,
} from '@/lib/server/platform/http';
import { checkCaller } from './check-caller';

type Handler<C extends CallContract> = (
  input: z.infer<C['input']>,
  context: CallContext,
) => Promise<z.infer<C['output']>>;

type OperatorHandler<C extends CallContract, Answer> = (
  input: z.infer<C['input']>,
  operator: Operator,
  context: CallContext,
) => Promise<Answer>;

function expectAccess(call: CallContract, access: CallContract['access']): void {
  if (call.access !== access) throw new Error(`${call.path} is not a ${access} call`);
}

/** The route handler of a signed-in call: the shopper's session is checked before the body is read. */
export function shopperRouteHandler<C extends CallContract>(call: C, handler: Handler<C>) {
  expectAccess(call, 'signed-in');
  return checkedRouteHandler(call, checkCaller, handler);
}

/**
 * The route handler of an operator call (/api/admin/*): the operator's session and role are checked
 * before the body is read, and the module function gets the signed-in operator, for its audit line.
 */
export function operatorRouteHandler<C extends CallContract>(
  call: C,
  handler: OperatorHandler<C, z.infer<C['output']>>,
) {
  expectAccess(call, 'operator');
  return checkedRouteHandler(call, checkCaller, async (input, context) =>
    handler(input, await requireOperator(context, call.roles), context),
  );
}

/** The route of an operator call that answers a file (a prescription photo, a CSV export). */
export function operatorFileRoute<C extends CallContract>(call: C, handler: OperatorHandler<C, FileAnswer>) {
  expectAccess(call, 'operator');
  return fileRoute(call, (context) => requireOperator(context, call.roles), handler);
}

/**
 * The route of a signed-in call that answers a file (a saved prescription as FHIR): the shopper's
 * session is checked before the body is read, and the handler gets the shopper's account id.
 */
export function shopperFileRoute<C extends CallContract>(
  call: C,
  handler: (input: z.infer<C['input']>, userId: number, context: CallContext) => Promise<FileAnswer>,
) {
  expectAccess(call, 'signed-in');
  return fileRoute(call, async (context) => (await requireShopper(context)).userId, handler);
}

/**
 * The route of a call that answers a private image (a prescription photo, a saved face), with the
 * caller checked as its access says: a guest's saved face is the device's, so that call is public.
 */
export function privateImageRoute<C extends CallContract>(
  call: C,
  handler: (input: z.infer<C['input']>, context: CallContext) => Promise<Buffer>,
) {
  return imageRoute(call, checkCaller, handler);
}

/**
 * The route of an operator call that answers a server-sent event stream (the live chats desk):
 * the session and role are checked before the body is read, and a failure is the envelope.
 */
export function operatorStreamRoute<C extends CallContract>(
  call: C,
  open: OperatorHandler<C, EventProducer>,
) {
  expectAccess(call, 'operator');
  return streamRoute(call, checkCaller, async (input, context) =>
    open(input, await requireOperator(context, call.roles), context),
  );
}

import { z } from 'zod';
import { defineCall, type CallContract } from '@/lib/contract/call';
import {
  operatorFileRoute,
  operatorRouteHandler,
  shopperRouteHandler,
} from '@/lib/server/flows/checked-routes';
import { publicRouteHandler } from '@/lib/server/platform/http';

// Each route wrapper takes only the calls of its access, when the route file loads: a signed-in call
// wrapped by the public adapter would answer strangers (docs/architecture.md#layers,
// docs/security.md#session-before-body).

const callOf = (access: CallContract['access']) =>
  defineCall({
    method: 'POST',
    path: `/api/test/${access}`,
    tag: 'Test',
    summary: 'a call of one access',
    access,
    ...(access === 'operator' ? { roles: ['owner'] as const } : {}),
    input: z.strictObject({}),
    output: z.object({}),
  } as Parameters<typeof defineCall>[0]);

const handler = async () => ({});
const WRAPPERS = [
  ['publicRouteHandler', 'public', (call: CallContract) => publicRouteHandler(call, handler)],
  ['shopperRouteHandler', 'signed-in', (call: CallContract) => shopperRouteHandler(call, handler)],
  ['operatorRouteHandler', 'operator', (call: CallContract) => operatorRouteHandler(call, handler)],
  [
    'operatorFileRoute',
    'operator',
    (call: CallContract) =>
      operatorFileRoute(call, async () => ({ body: '', contentType: 'text/plain', disposition: 'inline' })),
  ],
] as const;
const ACCESSES = ['public', 'signed-in', 'operator'] as const;

describe('route wrappers take only the calls of their access', () => {
  const cases = WRAPPERS.flatMap(([name, own, wrap]) =>
    ACCESSES.map((access) => [name, access, own === access, wrap] as const),
  );
  it.each(cases)('%s with a %s call: takes it = %s', (_name, access, takes, wrap) => {
    const wrapping = () => wrap(callOf(access));
    if (takes) expect(wrapping).not.toThrow();
    else expect(wrapping).toThrow(/call/);
  });
});

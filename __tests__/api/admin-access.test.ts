import { ADMIN_CALLS } from '@/lib/contract/calls/admin';
import { STAFF_ROLES } from '@/lib/shop/staff-roles';
import { callRoute } from '../support/call-route';
import { createOperator, type TestOperator } from '../support/operators';
import { createShopper, type TestShopper } from '../support/shoppers';

// docs/operating.md#roles: every /api/admin/* call refuses no token, a shopper's token, and a
// member whose role may not make it (a staff token on owner-only calls). One sweep over the
// contract, so a call added later is checked the day it is added.

const operatorCalls = ADMIN_CALLS.filter((call) => call.access === 'operator');

let shopper: TestShopper;
const operators = new Map<string, TestOperator>();

beforeAll(async () => {
  shopper = await createShopper();
  for (const role of STAFF_ROLES) operators.set(role, await createOperator(role));
});

const call = (path: string, method: 'GET' | 'POST', headers: Record<string, string> = {}) =>
  callRoute(method, path, method === 'POST' ? { json: {}, headers } : { headers });

it('lists only /api/admin/* paths under the operator tag', () => {
  expect(operatorCalls.length).toBeGreaterThan(5);
  for (const { path, tag } of ADMIN_CALLS) {
    expect(path).toMatch(/^\/api\/admin\//);
    expect(tag).toBe('Operator console');
  }
});

describe.each(operatorCalls.map((c) => [c.path, c] as const))('%s', (_path, contract) => {
  it('answers code 3 without a token and with a shopper’s token', async () => {
    const none = await call(contract.path, contract.method);
    expect(none.body.code).toBe(3);
    const asShopper = await call(contract.path, contract.method, shopper.headers);
    expect(asShopper.body.code).toBe(3);
    expect(asShopper.status).toBe(200);
  });

  const refused = STAFF_ROLES.filter((role) => contract.roles && !contract.roles.includes(role));
  if (refused.length) {
    it(`answers code 403 to ${refused.join(' and ')}`, async () => {
      for (const role of refused) {
        const answer = await call(contract.path, contract.method, operators.get(role)?.headers);
        expect(answer.body.code).toBe(403);
      }
    });
  }
});
